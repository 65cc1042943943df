/** Placeholder until the screen lands (issue 12). */
export function ContactList() {
  return null;
}
