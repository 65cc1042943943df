/** The error shape of design §4: `{ error: { code, message, fields? } }`. */
import { MSG } from '../src/domain/messages';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra keys merged into the body (e.g. the current record of a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (fields: Record<string, string>, message: string = MSG.invalidBody) =>
  new AppError(400, 'VALIDATION', message, fields);
export const unauthorized = (message: string = MSG.sessionExpired, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = () => new AppError(403, 'FORBIDDEN', MSG.forbidden);
export const notFound = () => new AppError(404, 'NOT_FOUND', MSG.recordNotFound);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, 'CONFLICT', message, undefined, extra);

export function errorBody(err: AppError) {
  return {
    error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
    ...(err.extra ?? {}),
  };
}
