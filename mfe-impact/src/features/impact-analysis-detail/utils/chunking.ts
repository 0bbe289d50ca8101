import { IMPACT_MESSAGES } from '@qms/shared-api';

/**
 * Incremental loading of the detail screen (spec 3 §2, §9): entries appear in chunks so the first ones show at once
 * even for a 1,200 × 1,200 analysis. The chunk size must be even (the spec's virtual list refuses odd sizes — a pair
 * of from/to columns is never split across two chunks).
 */
export const CHUNK_SIZE_MUST_BE_EVEN = IMPACT_MESSAGES.chunkSizeOdd;

/** Impact entries per chunk in the analysis screen (decision: the screen's reading 10, not the generic 20). */
export const ENTRY_CHUNK_SIZE = 10;
/** The from-requirement list of the impact editor: 100 per chunk, one chunk per 1 ms. */
export const FROM_REQUIREMENT_CHUNK_SIZE = 100;
export const FROM_REQUIREMENT_CHUNK_INTERVAL_MS = 1;
/** Interval between the entry chunks. */
export const ENTRY_CHUNK_INTERVAL_MS = 1;

/** Throws 'chuck size must be even.' for an odd, zero, negative or fractional chunk size. */
export function assertEvenChunkSize(size: number): void {
  if (!Number.isInteger(size) || size <= 0 || size % 2 !== 0) throw new Error(CHUNK_SIZE_MUST_BE_EVEN);
}

/** Splits `items` into consecutive chunks of `size` (the last may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  assertEvenChunkSize(size);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** How many items are visible after `loadedChunks` chunks (never more than `total`). */
export function visibleCount(total: number, size: number, loadedChunks: number): number {
  assertEvenChunkSize(size);
  return Math.min(total, Math.max(0, loadedChunks) * size);
}
