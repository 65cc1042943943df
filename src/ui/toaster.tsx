/**
 * The app's one toaster (spec 01 §9: 5000 ms, bottom centre) and the helpers
 * screens use to report an error or a success. The toasts are kept here; their view
 * (toaster-view.tsx) loads after the first screen and then shows those already created.
 */
import { createToaster } from '@chakra-ui/react';
import { deferred } from './deferred';

export const TOAST_DURATION_MS = 5000;

/** A write queued without a network (not in the spec: it names only the online toasts). */
export const SAVED_ON_DEVICE = 'Guardado no dispositivo; será enviado quando houver rede.';

export const toaster = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export function toastError(message: string): void {
  toaster.create({ type: 'error', description: message, closable: true });
}

export function toastSuccess(message: string): void {
  toaster.create({ type: 'success', description: message, closable: true });
}

export const toasterView = deferred<object>(() => import('./toaster-view'));

export function Toaster() {
  const View = toasterView.useComponent();
  return View ? <View /> : null;
}
