/**
 * The one place that sets document.title: the name of the deepest matched
 * route that has one ('Veículos em stock · Montra'); 'Page not found' when the
 * signed-in user may not open the route (the shell shows that page then).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '../data/session';
import { can } from '../domain/permissions';
import { documentTitle, SCREEN_TITLES } from '../domain/screen-titles';
import { useDeepestHandle } from './app-routes';

export function useRouteTitle(): string {
  const user = useSessionStore((s) => s.user);
  const permission = useDeepestHandle('permission')?.permission;
  const title = useDeepestHandle('title')?.title;
  if (permission && user && !can(user, permission)) return documentTitle(SCREEN_TITLES.pageNotFound);
  return documentTitle(title);
}

/** The root layout: keeps the tab's title in step with the route, renders the route. */
export function RouteTitle() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
