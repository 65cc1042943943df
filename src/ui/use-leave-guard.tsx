/**
 * Asks before a dirty form is left (spec 01 §2 "Shared dialogs"), whichever
 * way the user goes: an in-page 'Cancelar' (`confirm`), any router
 * navigation — links, the navigation bar, the header's back arrow and the
 * browser's back button are all navigations the app's blocker sees
 * (src/ui/navigation-blocker.tsx) —
 * and closing or reloading the tab (`beforeunload`, where the browser shows
 * its own prompt). A router holds one blocker at a time, so a screen mounts
 * one guard.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BlockerFunction } from 'react-router-dom';
import { UnsavedChangesDialog } from './confirm-dialog';
import { useNavigationBlocker } from './navigation-blocker';

export interface LeaveGuard {
  /** Runs `action` at once when clean; asks first when dirty. */
  confirm(action: () => void): void;
  /** Runs `action` (a navigation after a save) without asking. */
  leave(action: () => void): void;
  /** The unsaved-changes dialog, to render once in the screen. */
  dialog: ReactNode;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  // Read at navigation time: the blocker function stays the same across renders.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypass = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation: from, nextLocation: to }) =>
      dirtyRef.current && !bypass.current && (from.pathname !== to.pathname || from.search !== to.search),
    [],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirm = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending(() => action);
    else action();
  }, []);

  const leave = useCallback((action: () => void) => {
    bypass.current = true;
    try {
      action();
    } finally {
      // The navigation was checked synchronously; a later one is asked again.
      queueMicrotask(() => {
        bypass.current = false;
      });
    }
  }, []);

  const blocked = blocker.state === 'blocked';
  const stay = () => {
    setPending(null);
    if (blocked) blocker.reset();
  };
  const go = () => {
    const action = pending;
    setPending(null);
    if (blocked) blocker.proceed();
    else action?.();
  };

  const dialog = <UnsavedChangesDialog open={pending !== null || blocked} onCancel={stay} onConfirm={go} />;
  return { confirm, leave, dialog };
}
