/**
 * A piece of the screen whose code is not part of the first screen: it loads once something
 * asks for it (a first render, or `preload` after the first paint) and stays loaded. Unlike
 * React.lazy it never suspends: until the code is there the caller shows its stand-in, and once it
 * is, every later mount renders the piece at once (no stand-in swapped out under the pointer).
 */
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

export interface Deferred<P> {
  /** The loaded component, or null while its code is on its way (asks for it on mount). */
  useComponent(): ComponentType<P> | null;
  /** Starts loading it now. */
  preload(): Promise<void>;
}

export function deferred<P>(load: () => Promise<{ default: ComponentType<P> }>): Deferred<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => component;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        component = module.default;
        for (const listener of listeners) listener();
      },
      // Offline without the chunk cached: the stand-in stays; a later mount asks again.
      () => {
        pending = null;
      },
    ));
  return {
    preload,
    useComponent() {
      const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
      useEffect(() => {
        if (!loaded) void preload();
      }, [loaded]);
      return loaded;
    },
  };
}
