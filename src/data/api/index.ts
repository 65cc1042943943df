export {
  loadApi,
  apiUrl,
  request,
  ApiError,
  isTransient,
  toApiError,
  reportUnauthorized,
  HTTP_TIMEOUT_MS,
} from './client';
