/** spec 3 §9: a segment's label shows only from this share on. */
const LABEL_MIN_SHARE = 0.3;
/** spec 3 §9: a non-zero share below this is drawn at this width, so it stays visible. */
const MIN_DRAWN_SHARE = 0.03;

/** Fixed colours (spec 3 §9: mapped green, not mapped orange); light tones so the dark label text keeps contrast. */
export const BAR_COLORS = {
  mapped: 'var(--mantine-color-green-4)',
  notMapped: 'var(--mantine-color-orange-4)',
} as const;

interface BarSegment {
  key: 'mapped' | 'notMapped';
  label: 'Mapped' | 'Not mapped';
  count: number;
  /** the real share, 0..1 */
  share: number;
  /** the drawn width in percent of the bar (never the real share when it is below 3 %) */
  widthPercent: number;
  showLabel: boolean;
  color: string;
}

/**
 * The two segments of one horizontal bar (mapped / not mapped of the from- or to-requirements). A non-zero share
 * below 3 % is widened to 3 % and the other segment gives up that width, so the bar still sums to 100 %. An empty
 * total gives no segments (nothing to draw; the caller says so in words). Counts above the total (the server
 * should never send them) are clamped rather than drawn wider than the bar.
 */
export function barSegments(mapped: number, total: number): BarSegment[] {
  if (total <= 0) return [];
  const m = Math.min(Math.max(mapped, 0), total);
  const counts = { mapped: m, notMapped: total - m };
  const shares = { mapped: m / total, notMapped: (total - m) / total };
  const widen = (share: number) => (share > 0 && share < MIN_DRAWN_SHARE ? MIN_DRAWN_SHARE : share);
  let mappedWidth = widen(shares.mapped);
  let notMappedWidth = widen(shares.notMapped);
  if (mappedWidth !== shares.mapped) notMappedWidth = 1 - mappedWidth;
  if (notMappedWidth !== shares.notMapped) mappedWidth = 1 - notMappedWidth;
  const segment = (key: BarSegment['key'], width: number): BarSegment => ({
    key,
    label: key === 'mapped' ? 'Mapped' : 'Not mapped',
    count: counts[key],
    share: shares[key],
    widthPercent: round(width * 100),
    showLabel: shares[key] >= LABEL_MIN_SHARE,
    color: BAR_COLORS[key],
  });
  return [segment('mapped', mappedWidth), segment('notMapped', notMappedWidth)];
}

/** A share as the label shows it: whole percent. */
export const percent = (share: number): string => `${Math.round(share * 100)} %`;

const round = (n: number) => Math.round(n * 100) / 100;
