/** The Chakra (zag) toast store behind toaster.tsx, loaded with the toaster's view, after the first screen. */
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './toast-options';

export const toastStore = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
