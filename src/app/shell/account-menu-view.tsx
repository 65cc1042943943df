/**
 * The account menu (spec 01 §2): the user's label, Logout and 'Terminar sessão em todos os
 * dispositivos' (issue 22: every session of the user ends, on every device; loaded after the first
 * screen: account-menu.tsx).
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout as endUserSession, logoutEverywhere, pendingWriteCount } from '../../data/session';
import { can } from '../../domain/permissions';
import { pendingChangesText } from '../../domain/plural';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import { userLabel, type User } from '../../domain/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/toaster';
import { AccountIcon, LogoutIcon } from '../../ui/icons';
import { LOGIN_PATH } from '../guards';
import { navButtonStyle } from './nav-link-item';
import NavTooltip from './nav-tooltip-view';
import { useIsPhone } from './use-is-phone';

const ACTIVITY_PATH = '/admin/activity';
const PASSWORD_PATH = '/account/password';
export const LOGOUT_ALL = 'Terminar sessão em todos os dispositivos';
const LOGOUT_ALL_FAILED = 'Não foi possível terminar as sessões. Verifique a ligação e tente novamente';

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
  // What the pending-writes dialog confirms: this device's logout, or every device's.
  const [everywhere, setEverywhere] = useState(false);
  const [open, setOpen] = useState(false);
  // Opened after mounting, as a press would: the menu then takes the focus.
  useEffect(() => {
    if (openAtOnce) setOpen(true);
  }, [openAtOnce]);

  const logout = async (allDevices: boolean) => {
    if (allDevices) {
      try {
        await logoutEverywhere();
      } catch {
        // Needs the server: the user stays signed in and may try again.
        setPending(0);
        toastError(LOGOUT_ALL_FAILED);
        return;
      }
    } else {
      await endUserSession();
    }
    navigate(LOGIN_PATH, { replace: true });
  };
  // Queued writes would be lost with the mirror: say so first (design §8).
  const askThenLogout = async (allDevices: boolean) => {
    setEverywhere(allDevices);
    const count = await pendingWriteCount();
    if (count > 0) setPending(count);
    else await logout(allDevices);
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
              {can(user, 'account.password') && (
                <Menu.Item
                  value="password"
                  data-testid="nav-password"
                  minH="11"
                  cursor="pointer"
                  onClick={() => navigate(PASSWORD_PATH)}
                >
                  {SCREEN_TITLES.password}
                </Menu.Item>
              )}
              <Menu.Item
                value="logout"
                data-testid="nav-logout"
                minH="11"
                cursor="pointer"
                onClick={() => void askThenLogout(false)}
              >
                <LogoutIcon boxSize="5" />
                Logout
              </Menu.Item>
              <Menu.Item
                value="logout-all"
                data-testid="nav-logout-all"
                minH="11"
                cursor="pointer"
                onClick={() => void askThenLogout(true)}
              >
                <LogoutIcon boxSize="5" />
                {LOGOUT_ALL}
              </Menu.Item>
              {/* A company's ADMIN reads their company's trail here; the super user, on each company's page. */}
              {user.companyUuid && can(user, 'audit.read') && (
                <Menu.Item
                  value="activity"
                  data-testid="nav-activity"
                  minH="11"
                  cursor="pointer"
                  onClick={() => navigate(ACTIVITY_PATH)}
                >
                  {SCREEN_TITLES.activity}
                </Menu.Item>
              )}
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
        onConfirm={() => void logout(everywhere)}
      />
    </Menu.Root>
  );
}
