/**
 * The navigation bar (spec 01 §2 "Application shell"): a column on the left,
 * a row at the bottom on phones. Which icons show is decided by the
 * permission table, never here.
 */
import { Box, Flex, Image, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { can, landingPath, type Permission } from '../../domain/permissions';
import type { Company, User } from '../../domain/types';
import {
  AnalyticsIcon,
  CompaniesIcon,
  ContactsIcon,
  SellerSalesIcon,
  SoldIcon,
  VehiclesIcon,
  WaitingVehiclesIcon,
} from '../../ui/icons';
import { fallbackOnError, LOGO_FALLBACK, PRODUCT_LOGO } from '../../ui/image-fallback';
import { AccountMenu } from './account-menu';
import { NAV_HEIGHT_PX, NAV_WIDTH_PX, PHONE_MEDIA, PHONE_TOUCH_TARGET_PX, TOUCH_TARGET_PX } from './layout';
import { NavLinkItem } from './nav-link-item';
import { NavTooltip } from './nav-tooltip';
import { NotificationsBell } from './notifications-bell';

const onLogoError = fallbackOnError(LOGO_FALLBACK);

interface NavLinkDef {
  permission: Permission;
  to: string;
  label: string;
  testId: string;
  icon: ReactNode;
}

function mainLinks(user: User): NavLinkDef[] {
  return [
    {
      permission: 'nav.companies',
      to: '/superuser/companies',
      label: 'Empresas',
      testId: 'nav-companies',
      icon: <CompaniesIcon />,
    },
    {
      permission: 'nav.vehicles',
      to: '/admin/vehicles',
      label: 'Veículos em stock',
      testId: 'nav-vehicles',
      icon: <VehiclesIcon />,
    },
    {
      permission: 'nav.adminVehicles',
      to: '/admin/admin-vehicles',
      label: 'Veículos em espera',
      testId: 'nav-admin-vehicles',
      icon: <WaitingVehiclesIcon />,
    },
    {
      permission: 'nav.sold',
      to: '/admin/sold-vehicles',
      label: 'Veículos vendidos',
      testId: 'nav-sold',
      icon: can(user, 'nav.soldSellerIcon') ? <SellerSalesIcon data-icon="seller" /> : <SoldIcon />,
    },
    {
      permission: 'nav.analytics',
      to: '/admin/analytics',
      label: 'Análise e Gestão de Dados',
      testId: 'nav-analytics',
      icon: <AnalyticsIcon />,
    },
  ];
}

const CONTACTS_LINK: NavLinkDef = {
  permission: 'nav.contacts',
  to: '/account/contacts',
  label: 'Contatos',
  testId: 'nav-contacts',
  icon: <ContactsIcon />,
};

function renderLinks(user: User, links: NavLinkDef[]) {
  return links
    .filter((link) => can(user, link.permission))
    .map(({ permission: _permission, ...link }) => <NavLinkItem key={link.testId} {...link} />);
}

export function NavBar({ user, company }: { user: User; company: Company | null }) {
  const logoLabel = company?.name ?? 'Montra';

  return (
    <Flex
      as="nav"
      aria-label="Navegação principal"
      data-testid="nav-bar"
      position="fixed"
      zIndex="docked"
      bg="bg"
      borderColor="border"
      direction="column"
      align="center"
      gap="1"
      insetInlineStart="0"
      top="0"
      bottom="0"
      w={`${NAV_WIDTH_PX}px`}
      py="3"
      borderEndWidth="1px"
      overflowY="auto"
      css={{
        [PHONE_MEDIA]: {
          top: 'auto',
          insetInlineEnd: '0',
          w: '100%',
          h: `calc(${NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))`,
          flexDirection: 'row',
          justifyContent: 'space-around',
          gap: '0',
          px: '1',
          py: '0',
          pb: 'env(safe-area-inset-bottom)',
          borderEndWidth: '0',
          borderTopWidth: '1px',
          overflowY: 'hidden',
          overflowX: 'auto',
        },
      }}
    >
      <NavTooltip label={logoLabel}>
        <Link
          asChild
          data-testid="nav-logo"
          aria-label={logoLabel}
          display="flex"
          alignItems="center"
          justifyContent="center"
          minW={`${TOUCH_TARGET_PX}px`}
          minH={`${TOUCH_TARGET_PX}px`}
          mb="2"
          flexShrink={0}
          css={{
            [PHONE_MEDIA]: {
              mb: '0',
              minW: `${PHONE_TOUCH_TARGET_PX}px`,
              minH: `${PHONE_TOUCH_TARGET_PX}px`,
            },
          }}
        >
          <RouterLink to={landingPath(user)}>
            <Image
              src={company?.logo || PRODUCT_LOGO}
              alt=""
              boxSize="10"
              objectFit="contain"
              onError={onLogoError}
            />
          </RouterLink>
        </Link>
      </NavTooltip>

      {renderLinks(user, mainLinks(user))}

      <Box flex="1" css={{ [PHONE_MEDIA]: { display: 'none' } }} />

      {can(user, 'nav.notifications') ? <NotificationsBell /> : null}
      {renderLinks(user, [CONTACTS_LINK])}
      <AccountMenu user={user} />
    </Flex>
  );
}
