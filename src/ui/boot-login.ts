/**
 * The login form index.html draws on /login before the app's code has arrived (issue 26: a first
 * visit paints at once). It stays the form the visitor uses until Login is pressed: then the app's
 * login screen takes it over (what was typed, the press) and shows its own. Swapping the fields
 * while someone types in them would lose keystrokes. Any other screen (a signed-in visitor sent
 * on) just removes it; on any other path the app removes it unseen.
 */

const BOOT_ID = 'boot-login';
/** index.html's mark that the form is shown (set on <html> on /login). */
const SHOWN_ATTRIBUTE = 'data-boot-login';

export interface BootLogin {
  username: string;
  password: string;
  /** The field that had the focus, to give it to the app's own. */
  focused: 'username' | 'password' | null;
  /** Login was pressed before the app was in: the app sends the form at once. */
  submitted: boolean;
}

function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** index.html's login form, while it is the one shown (on /login, not yet taken over). */
export function bootLoginForm(): HTMLFormElement | null {
  if (typeof document === 'undefined') return null;
  if (!document.documentElement.hasAttribute(SHOWN_ATTRIBUTE)) return null;
  return document.getElementById(BOOT_ID)?.querySelector('form') ?? null;
}

/** On any path but /login the form was never shown: it goes, so that no hidden field has the labels. */
export function discardHiddenBootLogin(): void {
  if (!document.documentElement.hasAttribute(SHOWN_ATTRIBUTE)) document.getElementById(BOOT_ID)?.remove();
}

/** Removes index.html's login form; what it held, or null when there was none. */
export function takeOverBootLogin(): BootLogin | null {
  if (typeof document === 'undefined') return null;
  document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  const boot = document.getElementById(BOOT_ID);
  if (!boot) return null;
  const form = boot.querySelector('form');
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && boot.contains(active)
      ? active.name === 'password'
        ? 'password'
        : 'username'
      : null;
  boot.remove();
  if (!form) return null;
  return {
    username: fieldValue(form, 'username'),
    password: fieldValue(form, 'password'),
    focused,
    submitted: form.hasAttribute('data-submitted'),
  };
}
