/** The view of the app's toaster (loaded after the first screen: toaster.tsx). */
import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastStore } from './toaster-store';

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
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
