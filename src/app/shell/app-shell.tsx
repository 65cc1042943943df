/**
 * The layout of the authenticated area: the navigation bar and the screen of
 * the route, or 'Page not found' when the user may not open it.
 */
import { Box } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { TOAST_BOTTOM_VAR } from '../../ui/toast-options';
import { toasterView } from '../../ui/toaster';
import { can } from '../../domain/permissions';
import { PageNotFound } from '../not-found';
import { useDeepestHandle } from '../app-routes';
import { accountMenuView } from './account-menu';
import { DemoBanner } from './demo-banner';
import { NAV_HEIGHT_PX, NAV_WIDTH_PX, PHONE_MEDIA } from './layout';
import { NavBar } from './nav-bar';
import { navTooltipView } from './nav-tooltip';
import { SyncStatus } from './sync-status';

/** Loads the shell's pieces that are not part of the first screen (see src/ui/deferred.ts). */
export async function preloadShellExtras(): Promise<void> {
  await Promise.all([navTooltipView.preload(), accountMenuView.preload(), toasterView.preload()]);
}

export function AppShell() {
  const user = useSessionStore((s) => s.user);
  const company = useSessionStore((s) => s.company);
  // The permission of the deepest matched route that names one.
  const permission = useDeepestHandle('permission')?.permission;
  // RequireSession renders the shell only with a user; this keeps the types honest.
  if (!user) return null;

  const allowed = !permission || can(user, permission);

  return (
    <Box minH="100dvh" bg="bg">
      {/* Toasts (in a portal) rise above the phone's bottom navigation. */}
      <Global
        styles={{
          [PHONE_MEDIA]: {
            ':root': { [TOAST_BOTTOM_VAR]: `calc(${NAV_HEIGHT_PX}px + env(safe-area-inset-bottom) + 1rem)` },
          },
        }}
      />
      <NavBar user={user} company={company} />
      <Box
        as="main"
        data-testid="app-main"
        ms={`${NAV_WIDTH_PX}px`}
        minH="100dvh"
        css={{
          [PHONE_MEDIA]: { ms: '0', pb: `calc(${NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))` },
        }}
      >
        <DemoBanner />
        <SyncStatus />
        {allowed ? <Outlet /> : <PageNotFound />}
      </Box>
    </Box>
  );
}
