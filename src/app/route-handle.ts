import type { Permission } from '../domain/permissions';

/** What a route of the authenticated area carries in `handle`: who may open it. */
export interface RouteHandle {
  permission?: Permission;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}
