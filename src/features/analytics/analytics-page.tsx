/** Placeholder until the screen lands (issue 12). */
export function AnalyticsPage() {
  return null;
}
