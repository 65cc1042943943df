/**
 * The app's one toaster (spec 01 §9: 5000 ms, bottom centre) and the helpers
 * screens use to report an error or a success.
 */
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's success green (green.600) under white text is 3.3:1; green.700 reaches 5:1 (WCAG AA).
          <Toast.Root width={{ md: 'sm' }} bg={toast.type === 'success' ? 'green.700' : undefined}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Fechar" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
