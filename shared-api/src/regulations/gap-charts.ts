/**
 * spec 3 §9 "Colours are fixed per category": one colour per pie slice, in the order of
 * APPLICABILITY_CHART_LABELS / EVIDENCE_CHART_LABELS, shared by the gap list's status widget and the dashboard.
 * Mantine theme shades (green 7, orange 6, gray 6, red 7, yellow 6, blue 6) so both places look alike.
 */
export const APPLICABILITY_CHART_COLORS = [
  '#37b24d',
  '#fd7e14',
  '#868e96',
  '#f03e3e',
  '#fab005',
  '#228be6',
] as const;
export const EVIDENCE_CHART_COLORS = ['#37b24d', '#f03e3e', '#fd7e14'] as const;

/** spec 3 §9: pies are 400 px by default (375 px in the impacts widget) and appear 500 ms after being shown. */
export const PIE_SIZE = 400;
export const IMPACT_PIE_SIZE = 375;
export const STATISTICS_WIDGET_DELAY_MS = 500;

/**
 * A pie's or donut's slice borders: apexcharts' white 2 px line between slices, and none when one slice is the
 * whole chart, where the border would draw a white seam from the centre to the top.
 */
export function pieStroke(values: readonly number[]): { width: number } {
  return { width: values.filter((v) => v > 0).length > 1 ? 2 : 0 };
}
