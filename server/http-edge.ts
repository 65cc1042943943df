/**
 * The HTTP edge (design §4): what Fastify and Node decide before a handler
 * runs — a URL that does not decode, a request Node cannot parse (an unknown
 * method, a broken header), a body that is not JSON or not a JSON object —
 * answered in the `{ error: { code, message, fields? } }` shape with a pt-PT
 * message, like every other refusal. Framework messages are never passed on:
 * they are English and echo the request (its path, its content type).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../src/domain/messages';
import { AppError, badRequest, errorBody, forbidden, notFound } from './errors';
import { SLOW_REQUEST_MESSAGE } from './slow-requests';

const invalidRequest = () => new AppError(400, 'BAD_REQUEST', MSG.invalidBody);
const serverError = () => new AppError(500, 'SERVER_ERROR', MSG.serverError);

/** Maps any thrown error to the design §4 shape; never a 500 for bad input. */
export function toAppError(err: FastifyError | AppError): AppError {
  if (err instanceof AppError) return err;
  const field = { body: MSG.invalidBody };
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'INVALID_BODY', MSG.invalidBody, field);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'BODY_TOO_LARGE', MSG.bodyTooLarge, { body: MSG.bodyTooLarge });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType, {
        body: MSG.unsupportedMediaType,
      });
  }
  if (err instanceof SyntaxError) return new AppError(400, 'INVALID_BODY', MSG.invalidBody, field);
  const status = err.statusCode ?? 500;
  if (status === 403) return forbidden();
  if (status === 404) return notFound();
  // Any other refusal keeps its status but says it in our words, with our code.
  if (status >= 400 && status < 500) return new AppError(status, 'BAD_REQUEST', MSG.invalidBody);
  return serverError();
}

/**
 * Fastify's `frameworkErrors`: a URL whose percent-escapes do not decode
 * (FST_ERR_BAD_URL) is the client's fault; a path segment longer than the router takes
 * (FST_ERR_MAX_PARAM_LENGTH, over 100 characters) names no record: 404, as any unknown id;
 * a failing route constraint is ours.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const appError =
    err.code === 'FST_ERR_BAD_URL'
      ? invalidRequest()
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? notFound()
        : serverError();
  if (appError.statusCode >= 500) req.log.error(err);
  return reply.code(appError.statusCode).send(errorBody(appError));
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request (an unknown
 * method, a malformed request line or header, headers too large, too slow),
 * so there is no request nor reply, only the socket to write an answer to.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let appError = invalidRequest();
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') appError = new AppError(408, 'TIMEOUT', SLOW_REQUEST_MESSAGE);
  if (err.code === 'HPE_HEADER_OVERFLOW') appError = new AppError(431, 'HEADERS_TOO_LARGE', MSG.bodyTooLarge);
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const body = JSON.stringify(errorBody(appError));
  const status = appError.statusCode;
  // end() rather than write() and destroy(): the answer is flushed before the connection closes.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      // A byte count: the pt-PT messages are not ASCII.
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON bodies are parsed as Fastify does (same limits, same refusal of
 * prototype poisoning), and a JSON body that is not an object (an array,
 * null, a string, a number) is refused here with a 400, once for every
 * route: each write takes an object, and an array or null must not read as
 * an empty update.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs 'string' hands a string; the type also allows a Buffer.
    parseJson(req, body.toString(), (err, value) => {
      if (err) return done(err, undefined);
      if (!isPlainObject(value)) return done(badRequest({ body: MSG.invalidBody }), undefined);
      return done(null, value);
    });
  });
}
