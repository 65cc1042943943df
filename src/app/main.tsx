/** Entry point (index.html): restore the stored session, then render the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { restoreSession } from '../data/session';
import { registerServiceWorker } from './update-prompt';
import { Providers } from './providers';
import { router } from './router';
import { preloadShellExtras } from './shell/app-shell';

// Routes wait while the status is 'restoring', so rendering need not wait for this.
void restoreSession();
// The sync engine follows the session: it runs while someone is signed in. It loads beside the
// first screen, not in it (with every declared write, which only a push needs).
void import('../data/sync').then(({ initSync }) => initSync());
void registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// The shell's tooltips, account menu and toaster are not part of the first screen: fetched while it
// paints, so that a shell shown later (after the login) has them from its first frame.
window.setTimeout(() => void preloadShellExtras(), 0);
