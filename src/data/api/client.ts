/**
 * The one HTTP client (ky) of the app. It adds the bearer token, turns error
 * answers into ApiError, and reports a 401 to whoever listens; it never
 * navigates by itself (design §8: only a 401 ends the session, and the
 * session store decides what that means). ky itself (ky-client.ts) is not
 * part of the first screen: it comes with the sync engine, or on the first
 * request; a request made while it cannot load (offline, the chunk not
 * cached) fails as no answer (status 0).
 * State: the token getter and 401 listener the session sets, the prefix, the instance.
 */
import type { KyInstance } from 'ky';
import { ApiError } from './errors';

export { ApiError, HTTP_TIMEOUT_MS, isTransient } from './errors';

type KyClientModule = typeof import('./ky-client');

let tokenGetter: () => string | null = () => null;
let unauthorizedListener: (() => void) | null = null;
let prefix = '/api';
let kyClient: KyClientModule | null = null;
let instance: { prefix: string; api: KyInstance } | null = null;

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
  }
}

/** The address of an API path, for requests made outside ky (uploads with progress). */
export function apiUrl(path: string): string {
  return `${prefix.replace(/\/$/, '')}/${path}`;
}

/** An answer outside ky said 401: the session store decides what that means. */
export function reportUnauthorized(): void {
  unauthorizedListener?.();
}

/**
 * The one ky instance, made from ky-client's module (once per prefix). The sync engine and the
 * service worker's flush import that module themselves (they load after the first screen, or in
 * the worker, where no chunk is fetched on demand); the rest asks through loadApi.
 */
export function apiFrom(module: KyClientModule): KyInstance {
  kyClient = module;
  if (instance?.prefix !== prefix)
    instance = {
      prefix,
      api: module.createApi(prefix, {
        token: () => tokenGetter(),
        unauthorized: () => unauthorizedListener?.(),
      }),
    };
  return instance.api;
}

/** The one ky instance, its code loaded on first use. */
export function loadApi(): Promise<KyInstance> {
  return import('./ky-client').then(apiFrom);
}

/** Runs a request and rethrows any failure as ApiError (status 0 = no answer). */
export async function request<T>(run: (client: KyInstance) => Promise<T>): Promise<T> {
  try {
    return await run(await loadApi());
  } catch (error) {
    throw toApiError(error);
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // An HTTPError exists only once ky has loaded.
  if (kyClient && error instanceof kyClient.HTTPError) {
    const carried = (error as InstanceType<KyClientModule['HTTPError']> & { apiError?: ApiError }).apiError;
    return carried ?? new ApiError(error.response.status, 'HTTP_ERROR', error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'NETWORK', message);
}
