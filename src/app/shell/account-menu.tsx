/**
 * The account menu's place in the navigation bar. The menu itself (and its logout dialog) loads
 * after the first screen: until then the same button stands in, and a press on it is kept and
 * opens the menu as soon as it has loaded (a spinner meanwhile).
 */
import { IconButton, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { userLabel, type User } from '../../domain/types';
import { AccountIcon } from '../../ui/icons';
import { navButtonStyle } from './nav-link-item';

const AccountMenuView = lazy(() => import('./account-menu-view'));

export function AccountMenu({ user }: { user: User }) {
  const [pressed, setPressed] = useState(false);
  const fallback = (
    <IconButton
      aria-label={`Conta de ${userLabel(user)}`}
      aria-busy={pressed}
      data-testid="nav-account"
      onClick={() => setPressed(true)}
      {...navButtonStyle}
    >
      {pressed ? <Spinner size="sm" /> : <AccountIcon />}
    </IconButton>
  );
  return (
    <Suspense fallback={fallback}>
      <AccountMenuView user={user} openAtOnce={pressed} />
    </Suspense>
  );
}
