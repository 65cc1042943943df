/** Placeholder until the screen lands (issue 12). */
export function ContactCreate() {
  return null;
}
