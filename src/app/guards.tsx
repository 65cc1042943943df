/**
 * Route guards over the session store. While the stored session is being
 * read (`restoring`) they show a spinner and never redirect (spec 01 §4 "Session").
 */
import { Center, Spinner } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '../data/session';
import { landingPath } from '../domain/permissions';
import { takeOverBootLogin } from '../ui/boot-login';

export const LOGIN_PATH = '/login';

export function SessionSpinner() {
  return (
    <Center minH="100dvh" role="status" aria-label="A carregar" data-testid="session-spinner">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
    </Center>
  );
}

/** '/': the landing page of the user, or the login screen. */
export function RootRedirect() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  if (status === 'restoring') return <SessionSpinner />;
  return <Navigate to={user && status === 'authenticated' ? landingPath(user) : LOGIN_PATH} replace />;
}

/** Every route but /login: an anonymous visitor is sent to the login screen. */
export function RequireSession() {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  if (status === 'restoring') return <SessionSpinner />;
  if (status !== 'authenticated')
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /login: a logged-in visitor goes to his landing page instead. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  if (status === 'restoring') return <SessionSpinner />;
  if (status === 'authenticated' && user) {
    const landing = landingPath(user);
    // An inactive user has no landing page but the login screen: show it rather than loop.
    if (landing !== LOGIN_PATH)
      return (
        <>
          <LeaveBootLogin />
          <Navigate to={landing} replace />
        </>
      );
  }
  return <>{children}</>;
}

/** A signed-in visitor of /login is sent on: index.html's login form (src/ui/boot-login.ts) goes. */
function LeaveBootLogin() {
  useLayoutEffect(() => {
    takeOverBootLogin();
  }, []);
  return null;
}
