/** The account menu (spec 01 §2): the user's label and Logout (loaded after the first screen: account-menu.tsx). */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout as endUserSession, pendingWriteCount } from '../../data/session';
import { pendingChangesText } from '../../domain/plural';
import { userLabel, type User } from '../../domain/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { AccountIcon, LogoutIcon } from '../../ui/icons';
import { LOGIN_PATH } from '../guards';
import { navButtonStyle } from './nav-link-item';
import NavTooltip from './nav-tooltip-view';
import { useIsPhone } from './use-is-phone';

export interface AccountMenuViewProps {
  user: User;
  /** The stand-in button was pressed while this loaded: open the menu now. */
  openAtOnce: boolean;
}

export default function AccountMenuView({ user, openAtOnce }: AccountMenuViewProps) {
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const triggerId = useId();
  const label = userLabel(user);
  const [pending, setPending] = useState(0);
  const [open, setOpen] = useState(false);
  // Opened after mounting, as a press would: the menu then takes the focus.
  useEffect(() => {
    if (openAtOnce) setOpen(true);
  }, [openAtOnce]);

  const logout = async () => {
    await endUserSession();
    navigate(LOGIN_PATH, { replace: true });
  };
  // Queued writes would be lost with the mirror: say so first (design §8).
  const askThenLogout = async () => {
    const count = await pendingWriteCount();
    if (count > 0) setPending(count);
    else await logout();
  };

  return (
    <Menu.Root
      ids={{ trigger: triggerId }}
      positioning={{ placement: isPhone ? 'top-end' : 'right-end' }}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
    >
      <NavTooltip label={label} triggerId={triggerId}>
        <Menu.Trigger asChild>
          <IconButton aria-label={`Conta de ${label}`} data-testid="nav-account" {...navButtonStyle}>
            <AccountIcon />
          </IconButton>
        </Menu.Trigger>
      </NavTooltip>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel data-testid="account-label" fontWeight="semibold" color="fg">
                {label}
              </Menu.ItemGroupLabel>
              <Menu.Separator />
              <Menu.Item
                value="logout"
                data-testid="nav-logout"
                minH="11"
                cursor="pointer"
                onClick={() => void askThenLogout()}
              >
                <LogoutIcon boxSize="5" />
                Logout
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
      <ConfirmDialog
        open={pending > 0}
        testId="logout-pending-dialog"
        title={`Tem ${pendingChangesText(pending)}`}
        text="Se sair agora, as alterações que ainda não chegaram ao servidor serão perdidas."
        onCancel={() => setPending(0)}
        onConfirm={() => void logout()}
      />
    </Menu.Root>
  );
}
