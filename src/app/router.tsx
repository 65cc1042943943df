/**
 * The browser router of the app (react-router's declarative mode, lighter than its data router):
 * the browser's history behind the navigation blocker the leave guard uses, and the one route
 * tree of routes.tsx.
 */
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { BlockingRouter, createBlockingHistory } from '../ui/navigation-blocker';
import { AppRoutes } from './app-routes';
import { appRoutes } from './routes';

// v5Compat: the history tells its listener of pushes and replaces too, not only of POPs.
const history = createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

export function AppRouter() {
  return (
    <BlockingRouter history={history}>
      <AppRoutes routes={appRoutes} />
    </BlockingRouter>
  );
}
