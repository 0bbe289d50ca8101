import type { ReleaseState } from '@qms/shared-api';

/** The sum of a statistics record (versions by state, contents by link state). */
export const totalOf = (counts: Partial<Record<string, number>>): number =>
  Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/**
 * '12 versions: 4 released, 1 in review, 3 in draft, 2 obsolete' — the states that have any, in the chart's order,
 * so a tile says what it holds in one line even before (or without) its chart.
 */
export function releaseStateSummary(counts: Partial<Record<ReleaseState, number>>, noun: string): string {
  const parts = (
    [
      ['RELEASED', 'released'],
      ['IN_RELEASE', 'in review'],
      ['DRAFT', 'in draft'],
      ['OBSOLETE', 'obsolete'],
    ] as const
  ).flatMap(([state, word]) => ((counts[state] ?? 0) > 0 ? [`${counts[state]} ${word}`] : []));
  const total = totalOf(counts);
  return `${total} ${noun}${total === 1 ? '' : 's'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
