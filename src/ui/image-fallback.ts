/**
 * An image that cannot load — a photo or logo never cached before the network went, or gone from
 * the server — shows a drawing of the app's own instead of the browser's broken-image mark. The
 * drawings are inline (data: URLs, which the CSP's img-src allows): they need no network, not even
 * on a first visit cut off before the service worker had precached anything.
 */
import type { SyntheticEvent } from 'react';

/** Montra's mark, as the app serves it (precached). */
export const PRODUCT_LOGO = '/icons/logo.svg';

const inlineSvg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** The drawing of public/icons/logo.svg, inline: where a company's logo or the mark cannot load. */
export const LOGO_FALLBACK = inlineSvg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#c53030"/>' +
    '<path d="M112 368V152h52l92 124 92-124h52v216h-56V240l-88 116-88-116v128z" fill="#fff"/></svg>',
);

/** VehicleThumb's placeholder (the car of VehiclesIcon on bg.muted, in fg.subtle): where a vehicle's photo cannot load. */
export const VEHICLE_PHOTO_FALLBACK = inlineSvg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f4f4f5"/>' +
    '<g transform="translate(8 8)" fill="none" stroke="#a1a1aa" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M5 17H3v-5l2-5h14l2 5v5h-2"/><path d="M3 12h18"/><circle cx="7.5" cy="17" r="2"/><circle cx="16.5" cy="17" r="2"/>' +
    '<path d="M9.5 17h5"/></g></svg>',
);

/**
 * An `onError` for an <img>: swaps its source for `fallback`, once (a fallback that fails too is
 * left alone, no loop). The element's own attribute is changed, not React's prop: a new `src` from
 * React (a recycled list row, another vehicle) replaces it as usual.
 */
export function fallbackOnError(fallback: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.getAttribute('src') !== fallback) img.setAttribute('src', fallback);
  };
}
