/** The view of the app's toaster (loaded after the first screen: toaster.tsx). */
import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastStore } from './toaster-store';

/**
 * The background of the toasts whose Chakra colour is too light for their white text: green.600
 * (success) is 3.3:1 and orange.600 (warning) 3.6:1, under WCAG AA's 4.5:1; one shade darker
 * reaches 5:1. An error's red.600 already does (4.8:1); an info toast is dark text on the panel.
 */
export const TOAST_BACKGROUNDS: Readonly<Partial<Record<string, string>>> = {
  success: 'green.700',
  warning: 'orange.700',
};

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} bg={TOAST_BACKGROUNDS[toast.type ?? '']}>
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
