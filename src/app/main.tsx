/** Entry point (index.html): restore the stored session, then render the router. */
import './early-session-read';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '../data/session';
import { bindWrites, startSync } from './data-layer';
import { registerServiceWorker } from './update-prompt';
import { Providers } from './providers';
import { AppRouter } from './router';
import { warmFirstScreen } from './routes';
import { preloadShellExtras } from './shell/app-shell';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';
import { discardHiddenBootLogin } from '../ui/boot-login';

/** After the start of the page: an offline cold start shows the stock list's rows within about 1 s. */
const SHELL_EXTRAS_AFTER_MS = 1500;
/** At most this long after that, an idle moment or not. */
const IDLE_WAIT_MAX_MS = 2000;

/** `task` at the browser's next idle moment (not between two of the first screen's mirror reads). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: IDLE_WAIT_MAX_MS });
  else task();
}

// Routes wait while the status is 'restoring', so rendering need not wait for this.
void restoreSession();
warmFirstScreen(location.pathname, location.search);
// The data layer's parts meet (data-layer.ts): the writes act for the session, and the sync
// engine, loaded beside the first screen, follows it.
bindWrites();
void startSync();

discardHiddenBootLogin();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const root = createRoot(container);
const app = (
  <StrictMode>
    <Providers>
      {/* The last net, for the shell's own pieces: each screen has one of its own (lazy-screen.tsx). */}
      <ScreenErrorBoundary>
        <AppRouter />
      </ScreenErrorBoundary>
    </Providers>
  </StrictMode>
);
// On /login index.html has drawn the form already (src/ui/boot-login.ts): the app's first render
// need not hold the page, so it runs as a transition, in slices between which the browser answers
// the visitor's typing (one long task otherwise, on a slow phone the visit's longest).
if (document.documentElement.hasAttribute('data-boot-login')) startTransition(() => root.render(app));
else root.render(app);

// The shell's tooltips, account menu and toaster are not part of the first screen: fetched once it
// is done (its reads of the mirror leave the page idle in between: not then) and the browser is
// idle, so that a shell shown later (after the login) has them from its first frame. A press on
// the account menu or a toast fetches its piece at once.
// The service worker is registered then too (workbox-window's code is not needed before).
window.setTimeout(
  () =>
    whenIdle(() => {
      void preloadShellExtras();
      void registerServiceWorker();
    }),
  SHELL_EXTRAS_AFTER_MS,
);
