/** Spec 01 §9: every toast stays 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** The toasts' distance from the bottom: the shell raises it over the phone's bottom navigation. */
export const TOAST_BOTTOM_VAR = '--montra-toast-bottom';
