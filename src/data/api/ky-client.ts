/**
 * The ky instance behind client.ts, loaded on the first request (ky is not part of the first
 * screen): the bearer token, error answers turned into ApiError, a 401 reported.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { ApiErrorBody } from '../../domain/types';
import { ApiError, HTTP_TIMEOUT_MS } from './errors';

export { HTTPError };

export interface KyHooks {
  token: () => string | null;
  unauthorized: () => void;
}

export function createApi(prefixUrl: string, hooks: KyHooks): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: HTTP_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = hooks.token();
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
          if (response.status === 401 && !error.request.url.endsWith('/auth/login')) hooks.unauthorized();
          // ky lets beforeError return a replacement error; ApiError carries what callers need.
          return Object.assign(error, { apiError });
        },
      ],
    },
  });
}
