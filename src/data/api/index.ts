export { api, request, ApiError, isTransient, toApiError, HTTP_TIMEOUT_MS } from './client';
