import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './files';

/**
 * A small JSON file the browser must check on every load (no-cache) but that rarely changes, answered with an ETag
 * and 304 when the browser's copy is current: a returning user moves no bytes for /config/auth.json, and for
 * /config/remotes.json only after a redeploy. (@fastify/static does the same for the build's files.)
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  void reply.header('cache-control', NO_CACHE).header('etag', etag);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
