import { useCallback, useEffect, useState } from 'react';
import { assertEvenChunkSize } from '../utils/chunking';

/**
 * Incremental loading (spec 3 §2): `count` grows by `size` every `intervalMs` until it reaches `total`, so the first
 * chunk renders at once and the rest follows without blocking. `ensure(index)` jumps ahead so an anchor or a
 * table-of-contents pick beyond the loaded part is reachable at once.
 */
export function useChunkedCount(
  total: number,
  size: number,
  intervalMs: number,
): { count: number; ensure: (index: number) => void } {
  assertEvenChunkSize(size);
  const [count, setCount] = useState(() => Math.min(total, size));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => Math.min(total, c + size)), intervalMs);
    return () => clearTimeout(timer);
  }, [count, total, size, intervalMs]);
  const ensure = useCallback(
    (index: number) => setCount((c) => Math.min(total, Math.max(c, Math.ceil((index + 1) / size) * size))),
    [total, size],
  );
  return { count: Math.min(count, total), ensure };
}
