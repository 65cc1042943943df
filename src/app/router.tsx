/** The browser router of the app, built from the one route tree in routes.tsx. */
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);
