import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** the largest answer compressed in one call (ADR 0207) */
const SYNC_THRESHOLD = 256 * 1024;

/**
 * On-the-fly compression of the answers the server computes (JSON above all: the 5,000-row gap list is ~4 MiB),
 * with @fastify/compress. Static files are not compressed here: the build writes their .br/.gz copies and
 * @fastify/static sends those (web/index.ts); their routes opt out (`compress: false`).
 *
 * - br, else gzip, by the client's Accept-Encoding; no Accept-Encoding (curl, the bench's HTTP client): identity.
 * - Only above 1 KiB: below that the headers outweigh what compression saves.
 * - Levels for the CPU of a live server, not the last byte: brotli quality 4 and gzip level 6 (the libraries'
 *   defaults). On 4 MiB of regulation JSON, brotli 4 takes ~0.1 s of one core for a tenth of the size, where
 *   quality 5 costs twice the time for 8 % less and 11 is for build time only.
 * - Answers up to 256 KiB are compressed in one call on the event loop (under 1 ms at quality 4), larger ones as a
 *   stream in libuv's thread pool. @fastify/compress streams from 8 KiB on two cores; the stream path (a compressor
 *   and its window per answer, a thread-pool trip per chunk) cost ~4 times the CPU for a list answer, which on a
 *   loaded server is CPU the other requests wait for (ADR 0207).
 * - By content type: text, JSON, XML and the rest that mime-db calls compressible (CSV exports too, streamed ones
 *   as they stream); never event streams, PDFs, images or archives. A route whose body is somebody's file as
 *   stored (the file storage download) says `compress: false`.
 * - Request bodies are never decompressed (no client of ours compresses them; the body limit stays a limit on
 *   what is parsed).
 */
export const COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: SYNC_THRESHOLD,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
  zlibOptions: { level: 6 },
  customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/,
  globalDecompression: false,
};

/** Registered before any route: @fastify/compress adds its hook to the routes declared after it. */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, COMPRESSION);
  },
  { name: 'compression' },
);
