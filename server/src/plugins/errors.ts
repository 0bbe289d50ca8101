import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { REQUEST_BODY_TOO_LARGE, validationMessage } from '@qms/shared-api/contract';
import { postgresCode } from '../db/errors';
import { HttpError, INTERNAL_ERROR } from '../http/errors';

// validationMessage: the one rendering of a validation failure, shared with the browser mock
export { validationMessage };

export const NUL_IN_TEXT = 'Text must not contain NUL characters.';

/** PostgreSQL error codes that are the client's fault, not our bug. */
function databaseClientError(error: unknown): { statusCode: number; errorMessage: string } | undefined {
  const pgCode = postgresCode(error);
  if (pgCode === '23505')
    return { statusCode: 409, errorMessage: 'A record with these values already exists.' };
  if (pgCode === '23503')
    return { statusCode: 409, errorMessage: 'This record is referenced by other records.' };
  if (pgCode === '40001') {
    return {
      statusCode: 409,
      errorMessage: 'The record was changed at the same time by someone else. Please try again.',
    };
  }
  // text (22021) and jsonb (22P05) cannot hold U+0000
  if (pgCode === '22021' || pgCode === '22P05') return { statusCode: 400, errorMessage: NUL_IN_TEXT };
  return undefined;
}

/**
 * A body over a route's own limit answers in the route's words (route.ts `bodyLimit`), the same the browser shows
 * when it finds it before sending (ADR 0204); other routes keep the generic 413.
 */
function bodyTooLarge(error: unknown, request: FastifyRequest) {
  if ((error as Partial<FastifyError>).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return undefined;
  const message = (request.routeOptions.config as { bodyTooLarge?: unknown } | undefined)?.bodyTooLarge;
  return typeof message === 'string' ? { statusCode: 413, errorMessage: message } : undefined;
}

/** Maps any thrown value to a status and a message that is safe to show (never internals, never a stack). */
export function toErrorResponse(error: unknown): { statusCode: number; errorMessage: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, errorMessage: error.message };
  if (error instanceof ZodError) return { statusCode: 400, errorMessage: validationMessage(error) };
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, errorMessage: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, errorMessage: REQUEST_BODY_TOO_LARGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, errorMessage: 'Unsupported content type.' };
    default:
      break;
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, errorMessage: 'The request body is not valid JSON.' };
  }
  const databaseError = databaseClientError(error);
  if (databaseError) return databaseError;
  const status = fastifyError.statusCode;
  // Fastify's own 4xx errors (bad headers, bad content length...) carry messages written for clients
  if (typeof status === 'number' && status >= 400 && status < 500 && fastifyError.code?.startsWith('FST_')) {
    return { statusCode: status, errorMessage: fastifyError.message ?? 'Bad request.' };
  }
  return { statusCode: 500, errorMessage: INTERNAL_ERROR };
}

const API_PREFIXES = ['/qms-api', '/sr-api'];
export const isApiPath = (url: string): boolean =>
  API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** Answers a request nothing else matched (e.g. the SPA's index.html); false when it does not apply. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    notFoundFallback: NotFoundFallback | null;
  }
}

export const MALFORMED_URL = 'Malformed request URL.';

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a URL that does not decode), which never reach
 * the error handler. Answered in the same `{ errorMessage }` shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, errorMessage } =
    error.code === 'FST_ERR_BAD_URL'
      ? { statusCode: 400, errorMessage: MALFORMED_URL }
      : toErrorResponse(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode, errorMessage }, 'request refused');
  void reply.code(statusCode).type('application/json; charset=utf-8').send({ errorMessage });
}

/** Longer URLs answer 414; nginx's default buffer for a request line is the same 8 KiB. */
export const MAX_URL_LENGTH = 8 * 1024;
export const URL_TOO_LONG = 'The request URL is too long.';
export const HEADERS_TOO_LARGE = 'The request URL or headers are too large.';

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before there is a request (headers or URL
 * beyond Node's 16 KiB limit, a timeout, garbage on the socket). Written to the socket in the `{ errorMessage }`
 * shape instead of Fastify's `{ error, message, statusCode }`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorMessage] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'Malformed request.'];
  const body = JSON.stringify({ errorMessage });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** ONE central error handler for the whole server; every non-2xx answer is `{ errorMessage }`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode, errorMessage } = bodyTooLarge(error, request) ?? toErrorResponse(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode, errorMessage }, 'request refused');
      void reply.code(statusCode).type('application/json; charset=utf-8').send({ errorMessage });
    });

    // before routing matters: an over-long path would otherwise be a 404 (maxParamLength) or reach a handler
    // a callback hook, not an async one: it runs on every request, and an async hook costs a promise and a
    // microtask hop each time (issue 30)
    app.addHook('onRequest', (request, _reply, done) => {
      done(request.url.length > MAX_URL_LENGTH ? new HttpError(414, URL_TOO_LONG) : undefined);
    });

    // Unknown API routes answer JSON; other unknown paths go to the web module's SPA fallback when it is mounted.
    app.decorate('notFoundFallback', null);
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!isApiPath(path) && app.notFoundFallback && (await app.notFoundFallback(request, reply)))
        return reply;
      return reply.code(404).send({ errorMessage: `No such endpoint: ${request.method} ${path}` });
    });
  },
  { name: 'errors' },
);
