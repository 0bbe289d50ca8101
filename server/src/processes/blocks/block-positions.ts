/**
 * Block positions of one process version (`sop_blocks.position`, int4). Every block — DELETED ones included —
 * holds its slot in one order, so an undone deletion comes back where it was. Positions are spaced (GAP apart), so
 * an insert or a move rewrites one row (one audit entry) instead of shifting every block after it; only when two
 * neighbours leave no room is the whole version renumbered.
 */
export const POSITION_GAP = 2 ** 20;
const MAX_POSITION = 2 ** 31 - 1;

/** Spaced positions for `count` blocks in order (smaller gaps when a huge version would not fit). */
export function spacedPositions(count: number): number[] {
  const gap = Math.max(1, Math.min(POSITION_GAP, Math.floor(MAX_POSITION / (count + 1))));
  return Array.from({ length: count }, (_, i) => (i + 1) * gap);
}

/** Indexes (into `values`) of one longest strictly increasing subsequence (O(n log n)). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = []; // index of the smallest tail of an increasing run of length i+1
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

/**
 * The positions for `order` (every block id of the version, in the wanted order) given the current positions
 * (`undefined` for a block not yet placed). Returns the new position of each id; blocks that already stand in an
 * increasing run keep theirs, the others go evenly between their kept neighbours, or — without room — everything
 * is renumbered.
 */
export function positionsFor(
  order: readonly string[],
  current: ReadonlyMap<string, number | undefined>,
): Map<string, number> {
  const values = order.map((id) => current.get(id) ?? Number.NaN);
  const placed = order.map((_, i) => i).filter((i) => !Number.isNaN(values[i]!));
  const keptOfPlaced = longestIncreasing(placed.map((i) => values[i]!));
  const kept = new Set(placed.filter((_, k) => keptOfPlaced.has(k)));
  const result = new Map<string, number>();
  let i = 0;
  while (i < order.length) {
    if (kept.has(i)) {
      result.set(order[i]!, values[i]!);
      i++;
      continue;
    }
    // a run of blocks to place between the kept neighbours at i-1 and j
    let j = i;
    while (j < order.length && !kept.has(j)) j++;
    const low = i === 0 ? 0 : values[i - 1]!;
    const high = j === order.length ? Math.min(MAX_POSITION, low + (j - i + 1) * POSITION_GAP) : values[j]!;
    const step = Math.floor((high - low) / (j - i + 1));
    if (step < 1) {
      const spaced = spacedPositions(order.length);
      return new Map(order.map((id, k) => [id, spaced[k]!]));
    }
    for (let k = i; k < j; k++) {
      values[k] = low + (k - i + 1) * step;
      result.set(order[k]!, values[k]!);
    }
    i = j;
  }
  return result;
}
