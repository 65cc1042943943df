/** Placeholder until the screen lands (issue 12). */
export function ContactShow() {
  return null;
}
