/**
 * The one place that sets document.title: the name of the deepest matched
 * route that has one ('Veículos em stock · Montra'); 'Page not found' when the
 * signed-in user may not open the route (the shell shows that page then).
 */
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useSessionStore } from '../data/session';
import { can } from '../domain/permissions';
import { documentTitle, SCREEN_TITLES } from '../domain/screen-titles';
import { isRouteHandle, type RouteHandle } from './route-handle';

/** The handle of the deepest matched route that names a field, e.g. 'title'. */
function deepest(matches: ReturnType<typeof useMatches>, key: keyof RouteHandle): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && handle[key]) return handle;
  }
  return null;
}

export function useRouteTitle(): string {
  const matches = useMatches();
  const user = useSessionStore((s) => s.user);
  const permission = deepest(matches, 'permission')?.permission;
  if (permission && user && !can(user, permission)) return documentTitle(SCREEN_TITLES.pageNotFound);
  return documentTitle(deepest(matches, 'title')?.title);
}

/** The root layout: keeps the tab's title in step with the route, renders the route. */
export function RouteTitle() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
