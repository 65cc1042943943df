/**
 * After a refused submit: brings the first invalid field of a form into view
 * BELOW the screen's sticky header, then focuses it (issue 24). The browser's
 * own focus scroll stops at the window's top edge, where the sticky page
 * header covers the field on a phone: it looks as if nothing happened.
 */

/** Space kept between the header's lower edge and the field's label. */
const GAP_BELOW_HEADER_PX = 16;

/** The first invalid control inside `root`, in document order. */
function firstInvalid(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/**
 * Scrolls the window so the field (with its label, when it has a field root) starts under the
 * page header, and focuses it without a second scroll. Runs after the render that marks the
 * fields invalid (react-hook-form sets its errors in the same tick as onInvalid).
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = root ? firstInvalid(root) : null;
    if (!field) return;
    const header = document.querySelector<HTMLElement>('[data-testid="page-header"]');
    // The header sticks once the page scrolls, so its whole height covers the top then.
    const covered = header ? header.offsetHeight : 0;
    const box = (field.closest<HTMLElement>('[data-part="root"]') ?? field).getBoundingClientRect();
    const top = window.scrollY + box.top - covered - GAP_BELOW_HEADER_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
    field.focus({ preventScroll: true });
  });
}
