/**
 * The account menu's place in the navigation bar. The menu itself (and its logout dialog) loads
 * after the first screen: until then the same button stands in, and a press on it is kept and
 * opens the menu as soon as it has loaded (a spinner meanwhile).
 */
import { IconButton, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { userLabel, type User } from '../../domain/types';
import { deferred } from '../../ui/deferred';
import { AccountIcon } from '../../ui/icons';
import type { AccountMenuViewProps } from './account-menu-view';
import { navButtonStyle } from './nav-link-item';

export const accountMenuView = deferred<AccountMenuViewProps>(() => import('./account-menu-view'));

export function AccountMenu({ user }: { user: User }) {
  // Loaded with the shell's extras (src/app/main.tsx), or at once by a press.
  const View = accountMenuView.useComponent(false);
  const [pressed, setPressed] = useState(false);
  if (View) return <View user={user} openAtOnce={pressed} />;
  return (
    <IconButton
      aria-label={`Conta de ${userLabel(user)}`}
      aria-busy={pressed}
      data-testid="nav-account"
      onClick={() => {
        setPressed(true);
        void accountMenuView.preload();
      }}
      {...navButtonStyle}
    >
      {pressed ? <Spinner size="sm" /> : <AccountIcon />}
    </IconButton>
  );
}
