/**
 * Renders the route tree (declarative mode: useRoutes) and gives its layouts the `handle` of every
 * matched route (title, permission), read with matchRoutes over the same tree: one place for the
 * tab's title (route-title.tsx) and the shell's permission check (shell/app-shell.tsx).
 */
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from './route-handle';

const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { pathname } = location;
  const handles = useMemo(
    () =>
      (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
        isRouteHandle(route.handle) ? [route.handle] : [],
      ),
    [routes, pathname],
  );
  const element = useRoutes(routes, location);
  return <RouteHandlesContext.Provider value={handles}>{element}</RouteHandlesContext.Provider>;
}

/** The handle of the deepest matched route that names a field, e.g. 'title'. */
export function useDeepestHandle(key: keyof RouteHandle): RouteHandle | null {
  const handles = useContext(RouteHandlesContext);
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i];
    if (handle?.[key]) return handle;
  }
  return null;
}
