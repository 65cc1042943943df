/**
 * A navigation blocker for react-router's declarative mode (`<Router>`, no data router), so that a
 * dirty form can ask before it is left (src/ui/use-leave-guard.tsx).
 *
 * State: `createBlockingHistory` wraps a history (the browser's, or a memory one in tests) and is
 * the `navigator` of the `<Router>`. It holds the registered blocker functions (the last one
 * registered decides, as in react-router's data router) and the blocked navigation, if any:
 * - push / replace: asked before they happen; when blocked they are kept and done on `proceed`.
 * - POP (browser back/forward, `navigate(-1)`): the browser has already moved when we hear of it,
 *   so a blocked POP is undone at once (`go(-delta)`, whose own POP is not passed on) and redone
 *   on `proceed` (`go(delta)`, let through without asking). A POP of unknown distance (an entry
 *   not written by this history) cannot be undone and is let through.
 * `reset` forgets the blocked navigation. The router (and so the screen) only hears of the
 * navigations that happen.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  parsePath,
  Router,
  type BlockerFunction,
  type Location,
  type Path,
  type To,
} from 'react-router-dom';

interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  /** How far a POP moved; null when unknown. */
  delta: number | null;
}

/** What react-router's own histories offer (UNSAFE_createBrowserHistory / createMemoryHistory). */
export interface BaseHistory {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  encodeLocation?(to: To): Path;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** In v5Compat mode: told of every PUSH, REPLACE and POP. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  /** Where the blocked navigation goes. */
  location: Location | null;
  proceed(): void;
  reset(): void;
}

export interface BlockingHistory extends BaseHistory {
  /** Registers a blocker function; returns its removal. */
  block(shouldBlock: BlockerFunction): () => void;
  /** The current blocker; a new object on every change (for useSyncExternalStore). */
  blocker(): Blocker;
  /** Called on every change of `blocker()`. */
  subscribe(onChange: () => void): () => void;
}

export function createBlockingHistory(base: BaseHistory): BlockingHistory {
  const blockers: BlockerFunction[] = [];
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const watchers = new Set<() => void>();
  // The location the router was last told of (a blocked POP moves `base.location` before we know).
  let current = base.location;
  // The next POP is our own undo of a blocked one: not passed on.
  let undoing = false;
  let pending: { location: Location; redo: () => void } | null = null;
  let proceeding = false;
  let snapshot: Blocker;

  const setBlocker = (next: typeof pending, nextProceeding: boolean) => {
    pending = next;
    proceeding = nextProceeding;
    snapshot = {
      state: proceeding ? 'proceeding' : pending ? 'blocked' : 'unblocked',
      location: pending?.location ?? null,
      proceed,
      reset,
    };
    watchers.forEach((watch) => watch());
  };

  function proceed() {
    if (!pending || proceeding) return;
    const { redo } = pending;
    setBlocker(pending, true);
    // A push/replace is told to the listener at once (and ends the proceeding there); a POP later.
    redo();
  }

  function reset() {
    if (pending && !proceeding) setBlocker(null, false);
  }

  const asks = (nextLocation: Location, historyAction: NavigationType): boolean => {
    const shouldBlock = blockers.at(-1);
    if (!shouldBlock || proceeding) return false;
    return shouldBlock({ currentLocation: current, nextLocation, historyAction });
  };

  const nextLocation = (to: To, state: unknown): Location => ({
    pathname: current.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: 'blocked',
  });

  const navigateBy =
    (action: NavigationType, move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
      // While one is blocked, a new navigation is asked about in its stead (as the data router does).
      const next = nextLocation(to, state);
      if (asks(next, action)) setBlocker({ location: next, redo: () => move(to, state) }, false);
      else move(to, state);
    };

  base.listen((update) => {
    if (update.action === NavigationType.Pop && undoing) {
      undoing = false;
      return;
    }
    const { delta } = update;
    if (update.action === NavigationType.Pop && delta && asks(update.location, update.action)) {
      undoing = true;
      base.go(-delta);
      setBlocker({ location: update.location, redo: () => base.go(delta) }, false);
      return;
    }
    current = update.location;
    if (pending) setBlocker(null, false);
    listeners.forEach((listener) => listener(update));
  });

  setBlocker(null, false);
  return {
    get action() {
      return base.action;
    },
    get location() {
      return current;
    },
    createHref: (to) => base.createHref(to),
    ...(base.encodeLocation ? { encodeLocation: (to: To) => base.encodeLocation!(to) } : {}),
    // react-router calls push/replace unbound (`(replace ? navigator.replace : navigator.push)(...)`).
    push: navigateBy(NavigationType.Push, (to, state) => base.push(to, state)),
    replace: navigateBy(NavigationType.Replace, (to, state) => base.replace(to, state)),
    go: (delta) => base.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(shouldBlock) {
      blockers.push(shouldBlock);
      return () => {
        const at = blockers.lastIndexOf(shouldBlock);
        if (at >= 0) blockers.splice(at, 1);
        // The screen that asked is gone: nothing is waiting for an answer any more.
        if (blockers.length === 0 && pending && !proceeding) setBlocker(null, false);
      };
    },
    blocker: () => snapshot,
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/** The app's `<Router>` over a blocking history (browser or memory), like react-router's HistoryRouter. */
export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <BlockingHistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </BlockingHistoryContext.Provider>
  );
}

/** react-router's useBlocker for the declarative mode: `shouldBlock` should keep its identity. */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error('useNavigationBlocker must be used inside a <BlockingRouter>');
  useEffect(() => history.block(shouldBlock), [history, shouldBlock]);
  return useSyncExternalStore(history.subscribe, history.blocker);
}
