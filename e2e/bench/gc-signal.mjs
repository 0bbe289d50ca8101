// Bench only (figures/files.ts): loaded into the bench's server with `node --expose-gc --import <this file>`, so
// the bench can settle the server's heap before it reads a baseline (SIGUSR2 → two full GCs, then the process's
// memoryUsage() written to BENCH_GC_REPORT: what JavaScript holds, apart from the allocator's and PGlite's memory,
// which RSS counts too). The server itself has no such route or signal.
import { renameSync, writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  // two collections, back to back: V8 lowers its `external` count for the Buffers a collection finds dead only when
  // their sweeping is finalised, at the start of the next collection; after one, `external` still counts all the
  // garbage of the download (ADR 0184), while `arrayBuffers` may still count what the background sweeper has not freed
  globalThis.gc?.();
  globalThis.gc?.();
  const report = process.env.BENCH_GC_REPORT;
  if (!report) return;
  // written whole, then renamed: the bench never reads a half-written report
  writeFileSync(`${report}.tmp`, JSON.stringify(process.memoryUsage()));
  renameSync(`${report}.tmp`, report);
});
