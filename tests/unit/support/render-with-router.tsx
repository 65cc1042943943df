/**
 * The one way unit tests render screens under a router: the app's own router (declarative
 * react-router over the blocking history of src/ui/navigation-blocker.tsx, routes rendered by
 * AppRoutes), on a memory history. `history.location` is where the app is; `history.push` moves it.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, type RouteObject } from 'react-router-dom';
import { AppRoutes } from '../../../src/app/app-routes';
import { Providers } from '../../../src/app/providers';
import { BlockingRouter, createBlockingHistory } from '../../../src/ui/navigation-blocker';

export interface RouterOptions {
  /** The history's entries, the last one current unless `initialIndex` says otherwise. */
  initialEntries?: string[];
  initialIndex?: number;
  /** What wraps the router; the app's Providers unless told. */
  wrap?: (children: ReactNode) => ReactNode;
}

export function renderWithRouter(routes: RouteObject[], options: RouterOptions = {}) {
  const {
    initialEntries = ['/'],
    initialIndex,
    wrap = (children) => <Providers>{children}</Providers>,
  } = options;
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({
      initialEntries,
      ...(initialIndex === undefined ? {} : { initialIndex }),
      v5Compat: true,
    }),
  );
  const view = render(
    wrap(
      <BlockingRouter history={history}>
        <AppRoutes routes={routes} />
      </BlockingRouter>,
    ),
  );
  return { history, view };
}
