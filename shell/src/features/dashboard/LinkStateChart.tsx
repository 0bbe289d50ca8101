import Chart from 'react-apexcharts';
import { pieStroke, type TemplateContentLinkState } from '@qms/shared-api';

/** The link states of template contents (spec 2 §3), in this order, with their dashboard labels. */
const LINK_STATES: { state: TemplateContentLinkState; label: string }[] = [
  { state: 'LINKED_TO_BOTH', label: 'Linked to process and template' },
  { state: 'MISSING_PROCESS_OUTPUT', label: 'Missing process output' },
  { state: 'MISSING_CREATING_TEMPLATE', label: 'Missing creating template' },
  { state: 'MISSING_BOTH', label: 'Missing both' },
];

/** A donut of template contents by link state (apexcharts); a text list beside it for screen readers. */
export default function LinkStateChart({
  counts,
}: {
  counts: Partial<Record<TemplateContentLinkState, number>>;
}) {
  const series = LINK_STATES.map(({ state }) => counts[state] ?? 0);
  return (
    <figure style={{ margin: 0 }} aria-label="Template contents by link state">
      <Chart
        type="donut"
        height={220}
        series={series}
        options={{
          labels: LINK_STATES.map((s) => s.label),
          legend: { position: 'bottom' },
          stroke: pieStroke(series),
        }}
      />
      <figcaption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {LINK_STATES.map(({ label }, i) => `${label}: ${series[i]}`).join(', ')}
      </figcaption>
    </figure>
  );
}
