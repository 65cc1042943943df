/**
 * A piece of the screen whose code is not part of the first screen: it loads once something
 * asks for it (a mount that needs it, or `preload`) and stays loaded. A piece that can wait (the
 * shell's tooltips, menu, toaster) is not asked for by its mount: the app preloads it once the
 * first screen is done (src/app/main.tsx), or a press asks for it. Unlike
 * React.lazy it never suspends: until the code is there the caller shows its stand-in, and once it
 * is, every later mount renders the piece at once (no stand-in swapped out under the pointer).
 */
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { importRetrying } from './lazy-retrying';

export interface Deferred<P> {
  /**
   * The loaded component, or null while its code is on its way: asks for it once mounted with
   * `needed` (by default at once).
   */
  useComponent(needed?: boolean): ComponentType<P> | null;
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
    (pending ??= importRetrying(load).then(
      (module) => {
        component = module.default;
        for (const listener of listeners) listener();
      },
      // Given up (see importRetrying): the stand-in stays; a later mount asks again.
      () => {
        pending = null;
      },
    ));
  return {
    preload,
    useComponent(needed = true) {
      const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
      useEffect(() => {
        if (!loaded && needed) void preload();
      }, [loaded, needed]);
      return loaded;
    },
  };
}
