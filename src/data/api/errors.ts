/** The API's failures as the app sees them (no ky here: the first screen imports it). */
export const HTTP_TIMEOUT_MS = 180_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** True for failures worth retrying later: no network, timeouts, 5xx. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 0;
  return true;
}
