/** Spec 01 §9: every toast stays 5000 ms. */
export const TOAST_DURATION_MS = 5000;
