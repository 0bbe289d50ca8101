import type { ReleaseState } from '@qms/shared-api';

/** spec 1 §2.4 / §9: the dashboard's state labels, in this order (the chart and the one-line summaries). */
export const CHART_STATES: readonly { state: ReleaseState; label: string }[] = [
  { state: 'RELEASED', label: 'Released' },
  { state: 'IN_RELEASE', label: 'In review' },
  { state: 'DRAFT', label: 'In draft' },
  { state: 'OBSOLETE', label: 'Obsolete' },
];

/** The sum of a statistics record (versions by state, contents by link state). */
export const totalOf = (counts: Partial<Record<string, number>>): number =>
  Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/** '1 regulation', '3 regulations': a count with its noun, plural unless one (the plural given where not +s). */
export const countOf = (n: number, noun: string, plural = `${noun}s`): string =>
  `${n} ${n === 1 ? noun : plural}`;

/**
 * '12 versions: 4 released, 1 in review, 3 in draft, 2 obsolete' — the states that have any, in the chart's order,
 * so a tile says what it holds in one line even before (or without) its chart.
 */
export function releaseStateSummary(counts: Partial<Record<ReleaseState, number>>, noun: string): string {
  const parts = CHART_STATES.flatMap(({ state, label }) =>
    (counts[state] ?? 0) > 0 ? [`${counts[state]} ${label.toLowerCase()}`] : [],
  );
  const total = totalOf(counts);
  return `${countOf(total, noun)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
