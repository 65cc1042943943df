/** The account menu (spec 01 §2): the user's label and Logout. */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../data/session';
import { userLabel, type User } from '../../domain/types';
import { AccountIcon, LogoutIcon } from '../../ui/icons';
import { LOGIN_PATH } from '../guards';
import { navButtonStyle } from './nav-link-item';
import { NavTooltip } from './nav-tooltip';
import { useIsPhone } from './use-is-phone';

export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const triggerId = useId();
  const label = userLabel(user);

  const logout = async () => {
    await endSession();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: isPhone ? 'top-end' : 'right-end' }}>
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
                onClick={() => void logout()}
              >
                <LogoutIcon boxSize="5" />
                Logout
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
