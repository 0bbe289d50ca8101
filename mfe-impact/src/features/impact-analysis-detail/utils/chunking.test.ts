import {
  assertEvenChunkSize,
  chunk,
  CHUNK_SIZE_MUST_BE_EVEN,
  ENTRY_CHUNK_SIZE,
  FROM_REQUIREMENT_CHUNK_INTERVAL_MS,
  FROM_REQUIREMENT_CHUNK_SIZE,
  visibleCount,
} from './chunking';

describe('chunking', () => {
  it('uses the spec sizes: 10 per entry chunk, 100 per from-requirement chunk at 1 ms', () => {
    expect(ENTRY_CHUNK_SIZE).toBe(10);
    expect(FROM_REQUIREMENT_CHUNK_SIZE).toBe(100);
    expect(FROM_REQUIREMENT_CHUNK_INTERVAL_MS).toBe(1);
  });

  it("refuses an odd chunk size with 'chuck size must be even.'", () => {
    expect(CHUNK_SIZE_MUST_BE_EVEN).toBe('chuck size must be even.');
    expect(() => chunk([1, 2, 3], 3)).toThrow('chuck size must be even.');
    expect(() => visibleCount(10, 1, 1)).toThrow('chuck size must be even.');
    expect(() => assertEvenChunkSize(0)).toThrow(CHUNK_SIZE_MUST_BE_EVEN);
    expect(() => assertEvenChunkSize(2.5)).toThrow(CHUNK_SIZE_MUST_BE_EVEN);
    expect(() => assertEvenChunkSize(2)).not.toThrow();
  });

  it('splits into consecutive chunks, the last shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 10)).toEqual([]);
    const items = Array.from({ length: 1200 }, (_, i) => i);
    const chunks = chunk(items, ENTRY_CHUNK_SIZE);
    expect(chunks).toHaveLength(120);
    expect(chunks.flat()).toEqual(items);
  });

  it('counts the visible items after some chunks, capped at the total', () => {
    expect(visibleCount(25, 10, 0)).toBe(0);
    expect(visibleCount(25, 10, 1)).toBe(10);
    expect(visibleCount(25, 10, 3)).toBe(25);
  });
});
