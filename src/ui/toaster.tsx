/**
 * The app's one toaster (spec 01 §9: 5000 ms, bottom centre) and the helpers
 * screens use to report an error or a success. Neither the toast store
 * (toaster-store.ts, Chakra's createToaster) nor its view (toaster-view.tsx)
 * is part of the first screen: they load just after it. A toast asked for
 * before then waits here, in order, and is handed to the store as it loads,
 * so none is lost; the view then shows it.
 * State: the loaded store (null until then) and the toasts waiting for it.
 */
import type { CreateToasterReturn } from '@chakra-ui/react';
import { deferred } from './deferred';

export { TOAST_DURATION_MS } from './toast-options';

/** A write queued without a network (not in the spec: it names only the online toasts). */
export const SAVED_ON_DEVICE = 'Guardado no dispositivo; será enviado quando houver rede.';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: CreateToasterReturn | null = null;
let waiting: ToastOptions[] = [];
let loading: Promise<CreateToasterReturn> | null = null;

function loadStore(): Promise<CreateToasterReturn> {
  loading ??= import('./toaster-store').then(
    ({ toastStore }) => {
      store = toastStore;
      const queued = waiting;
      waiting = [];
      for (const options of queued) toastStore.create(options);
      return toastStore;
    },
    (error: unknown) => {
      // Offline without the chunk cached: the toasts keep waiting; the next one asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The app's toaster: the store once loaded, until then a queue in front of it. */
export const toaster = {
  create(options: ToastOptions): void {
    if (store) {
      store.create(options);
      return;
    }
    waiting.push(options);
    void loadStore().catch(() => undefined);
    void toasterView.preload();
  },
  /** Removes one toast by id, or every toast (shown or still waiting) without one. */
  remove(id?: string): void {
    waiting = id === undefined ? [] : waiting.filter((options) => options.id !== id);
    store?.remove(id);
  },
};

// The message is the toast's id: saying the same thing again (a download clicked three times)
// renews the one toast instead of stacking copies over the buttons below (issue 24).
export function toastError(message: string): void {
  toaster.create({ id: message, type: 'error', description: message, closable: true });
}

export function toastSuccess(message: string): void {
  toaster.create({ id: message, type: 'success', description: message, closable: true });
}

export const toasterView = deferred<object>(() =>
  Promise.all([import('./toaster-view'), loadStore()]).then(([view]) => view),
);

export function Toaster() {
  // Loaded with the shell's extras (src/app/main.tsx), or at once by the first toast.
  const View = toasterView.useComponent(false);
  return View ? <View /> : null;
}
