import Chart from 'react-apexcharts';
import { pieStroke, type ReleaseState } from '@qms/shared-api';
import { CHART_STATES } from './counts';

/**
 * A donut of versions by release state (apexcharts); a text list beside it for screen readers. Each slice is the
 * count of its own state (the templates tile of the original showed the in-review count as draft and obsolete: a
 * known defect, corrected, see docs/manual/templates.md).
 */
export default function ReleaseStateChart({
  counts,
  label = 'Processes by release state',
}: {
  counts: Partial<Record<ReleaseState, number>>;
  label?: string;
}) {
  const series = CHART_STATES.map(({ state }) => counts[state] ?? 0);
  return (
    <figure style={{ margin: 0 }} aria-label={label}>
      <Chart
        type="donut"
        height={220}
        series={series}
        options={{
          labels: CHART_STATES.map((s) => s.label),
          legend: { position: 'bottom' },
          stroke: pieStroke(series),
        }}
      />
      <figcaption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {CHART_STATES.map(({ label }, i) => `${label}: ${series[i]}`).join(', ')}
      </figcaption>
    </figure>
  );
}
