import type { Permission } from '../domain/permissions';

/** What a route carries in `handle`: who may open it (authenticated area) and the screen's name. */
export interface RouteHandle {
  permission?: Permission;
  /** The screen's name for the browser tab (src/domain/screen-titles.ts). */
  title?: string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}
