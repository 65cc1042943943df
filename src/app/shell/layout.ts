/** Sizes of the shell: a left bar on wider screens, a bottom bar on phones (≤ 600 px). */
export const PHONE_MAX_WIDTH_PX = 600;
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;
/** For style objects: `css={{ [PHONE_MEDIA]: { ... } }}`. */
export const PHONE_MEDIA = `@media screen and ${PHONE_QUERY}`;

export const NAV_WIDTH_PX = 72;
export const NAV_HEIGHT_PX = 60;
/** Every touch target of the navigation is at least this big (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 48;
/** On phones eight icons share 390 px: the 44 px minimum of WCAG 2.5.5. */
export const PHONE_TOUCH_TARGET_PX = 44;
