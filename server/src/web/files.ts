import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's [contenthash] names (e.g. 123.4f9a1c2b7d.js, main.4f9a1c2b7d5e6f70.css) never change content. */
export function isHashedAsset(fileName: string): boolean {
  return /[.-][0-9a-f]{8,}\.(js|mjs|css|map|woff2?|ttf|svg|png|jpe?g|gif|webp)$/i.test(fileName);
}

/**
 * Resolves an already DECODED `relative` path inside `root`, refusing anything that climbs out (`..`, absolute
 * paths, NUL). Decoding again here would turn a literal `%2e%2e` into `..` and break names holding `%`.
 */
export function safeJoin(root: string, relative: string): string | undefined {
  if (relative.includes('\0')) return undefined;
  const resolved = path.resolve(root, `.${path.posix.sep}${relative}`);
  return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : undefined;
}

export async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Streams a file with its content type and the given cache policy; false when there is no such file. */
export async function sendFile(
  reply: FastifyReply,
  filePath: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Promise<boolean> {
  if (!(await isFile(filePath))) return false;
  const type = MIME[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  void reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  for (const [k, v] of Object.entries(extraHeaders)) void reply.header(k, v);
  await reply.send(createReadStream(filePath));
  return true;
}
