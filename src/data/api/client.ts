/**
 * The one HTTP client (ky) of the app. It adds the bearer token, turns error
 * answers into ApiError, and reports a 401 to whoever listens; it never
 * navigates by itself (design §8: only a 401 ends the session, and the
 * session store decides what that means).
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { ApiErrorBody } from '../../domain/types';

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

let tokenGetter: () => string | null = () => null;
let unauthorizedListener: (() => void) | null = null;

/**
 * Wires the client to the session without the client knowing about it.
 * `prefixUrl` is for code running without a page origin (tests, tools).
 */
export function configureApi(options: {
  getToken?: () => string | null;
  onUnauthorized?: () => void;
  prefixUrl?: string;
}): void {
  if (options.getToken) tokenGetter = options.getToken;
  if (options.onUnauthorized) unauthorizedListener = options.onUnauthorized;
  if (options.prefixUrl) {
    prefix = options.prefixUrl;
    api = createApi(options.prefixUrl);
  }
}

let prefix = '/api';

/** The address of an API path, for requests made outside ky (uploads with progress). */
export function apiUrl(path: string): string {
  return `${prefix.replace(/\/$/, '')}/${path}`;
}

/** An answer outside ky said 401: the session store decides what that means. */
export function reportUnauthorized(): void {
  unauthorizedListener?.();
}

/** The one instance; reassigned only by configureApi (ES modules export it live). */
export let api: KyInstance = createApi('/api');

function createApi(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: HTTP_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenGetter();
          if (token && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        async (error: HTTPError) => {
          const { response } = error;
          let parsed: Partial<ApiErrorBody> | undefined;
          try {
            parsed = (await response.clone().json()) as Partial<ApiErrorBody>;
          } catch {
            parsed = undefined;
          }
          const apiError = new ApiError(
            response.status,
            parsed?.error?.code ?? 'HTTP_ERROR',
            parsed?.error?.message ?? response.statusText,
            parsed?.error?.fields ?? {},
            parsed,
          );
          if (response.status === 401 && !error.request.url.endsWith('/auth/login')) unauthorizedListener?.();
          // ky lets beforeError return a replacement error; ApiError carries what callers need.
          return Object.assign(error, { apiError });
        },
      ],
    },
  });
}

/** Runs a request and rethrows any failure as ApiError (status 0 = no answer). */
export async function request<T>(run: (client: KyInstance) => Promise<T>): Promise<T> {
  try {
    return await run(api);
  } catch (error) {
    throw toApiError(error);
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const carried = (error as HTTPError & { apiError?: ApiError }).apiError;
    return carried ?? new ApiError(error.response.status, 'HTTP_ERROR', error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'NETWORK', message);
}
