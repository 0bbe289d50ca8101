import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start-up (ADR 0181): jsdom, pdfkit and markdown-it cost
 * about 0.7 s of CPU to load, paid by every server start and every test process although only exports, the
 * manual, OSCAL imports and sanitising use them. `require` keeps the callers synchronous.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
