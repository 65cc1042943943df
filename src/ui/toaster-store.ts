/** The Chakra (zag) toast store behind toaster.tsx, loaded with the toaster's view, after the first screen. */
import { createToaster } from '@chakra-ui/react';
import { TOAST_BOTTOM_VAR, TOAST_DURATION_MS } from './toast-options';

export const toastStore = createToaster({
  placement: 'bottom',
  // Above the phone's bottom navigation (the shell sets the variable on phones), never over it.
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: `var(${TOAST_BOTTOM_VAR}, 1rem)` },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
