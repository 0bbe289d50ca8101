import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';

export const INVALID_UTF8_JSON = 'Invalid JSON body: the body is not valid UTF-8.';
export const INVALID_UTF8_TEXT = 'Invalid text body: the body is not valid UTF-8.';

// fatal: a byte sequence that is not UTF-8 throws instead of turning into U+FFFD (which would store mangled text,
// or, with a Content-Length, surface as Fastify's 'size did not match' message)
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(body: Buffer, message: string): string {
  try {
    return utf8.decode(body);
  } catch {
    throw badRequest(message);
  }
}

/**
 * JSON and text bodies read as bytes and decoded strictly, then parsed by Fastify's own JSON parser (same
 * prototype-poisoning protection and errors as before), so every malformed body is a 400 `{ errorMessage }`.
 */
export const bodyParsersPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
        let text: string;
        try {
          text = decode(body, INVALID_UTF8_JSON);
        } catch (error) {
          done(error as Error);
          return;
        }
        parseJson(request, text, done);
      },
    );
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'buffer' },
      async (_request: FastifyRequest, body: Buffer) => decode(body, INVALID_UTF8_TEXT),
    );
  },
  { name: 'body-parsers' },
);
