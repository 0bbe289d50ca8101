import { stat } from 'node:fs/promises';
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's [contenthash] names (e.g. 123.4f9a1c2b7d.js, main.4f9a1c2b7d5e6f70.css) never change content. */
export function isHashedAsset(fileName: string): boolean {
  return /[.-][0-9a-f]{8,}\.(js|mjs|css|map|woff2?|ttf|svg|png|jpe?g|gif|webp)$/i.test(fileName);
}

/**
 * The cache policy of a file of the build: hashed names never change (immutable); index.html, remoteEntry.js, the
 * manifests (*.json) and any other file without a hash are revalidated on every use (no-cache, answered 304 by
 * their ETag while unchanged). A pre-compressed copy (x.js.br, x.js.gz) has the policy of the file it encodes.
 */
export function buildCacheControl(filePath: string): string {
  const fileName = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return fileName === 'index.html' || fileName.endsWith('.json') || !isHashedAsset(fileName)
    ? NO_CACHE
    : IMMUTABLE;
}

export async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * A decoded request path with a `..` segment or a NUL is refused (404, as for a missing file) before it reaches
 * @fastify/static: that refuses such paths too, but answers a leading `..` with @fastify/send's bare 403 error,
 * which the central error handler would report as a 500.
 */
export function climbsOut(relative: string): boolean {
  return relative.includes('\0') || relative.split(/[\\/]/).includes('..');
}
