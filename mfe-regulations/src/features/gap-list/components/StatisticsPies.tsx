import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Chart from 'react-apexcharts';
import {
  APPLICABILITY_CHART_COLORS,
  APPLICABILITY_CHART_EMPTY,
  EVIDENCE_CHART_COLORS,
  EVIDENCE_CHART_EMPTY,
  PIE_SIZE,
  STATISTICS_WIDGET_DELAY_MS,
  applicabilitySeries,
  evidenceSeries,
  pieStroke,
  type StatisticsPiesProps,
} from '@qms/shared-api';

/**
 * The Gap statistic widget (spec 3 §2, §9): applicability and evidence pies in the spec's order and fixed
 * colours, shown 500 ms after the widget appears; a text summary beside each pie for screen readers.
 */
export default function StatisticsPies({
  statistics,
  onApplicability,
  onEvidence,
  size = PIE_SIZE,
}: StatisticsPiesProps): JSX.Element {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), STATISTICS_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return <Loader size="sm" aria-label="Loading statistics" />;
  const applicability = applicabilitySeries(statistics);
  const evidence = evidenceSeries(statistics);
  return (
    <Stack gap="xs">
      <Pie
        title="Applicability"
        empty={APPLICABILITY_CHART_EMPTY}
        slices={applicability}
        colors={[...APPLICABILITY_CHART_COLORS]}
        size={size}
        onSlice={(i) => onApplicability?.(applicability[i]!.filter)}
      />
      <Pie
        title="Evidence"
        empty={EVIDENCE_CHART_EMPTY}
        slices={evidence}
        colors={[...EVIDENCE_CHART_COLORS]}
        size={size}
        onSlice={(i) => onEvidence?.(evidence[i]!.filter)}
      />
    </Stack>
  );
}

function Pie({
  title,
  empty,
  slices,
  colors,
  size,
  onSlice,
}: {
  title: string;
  /** shown instead of the chart when every slice is 0 */
  empty: string;
  slices: { label: string; value: number }[];
  colors: string[];
  size: number;
  onSlice: (index: number) => void;
}): JSX.Element {
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {slices.every((s) => s.value === 0) ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Chart
          type="pie"
          width={size}
          series={slices.map((s) => s.value)}
          options={{
            labels: slices.map((s) => s.label),
            colors,
            legend: { position: 'bottom' },
            stroke: pieStroke(slices.map((s) => s.value)),
            chart: {
              events: {
                dataPointSelection: (_e, _c, opts) => {
                  if (opts?.dataPointIndex !== undefined) onSlice(opts.dataPointIndex);
                },
              },
            },
          }}
        />
      )}
      <figcaption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {slices.map((s) => `${s.label}: ${s.value}`).join(', ')}
      </figcaption>
    </figure>
  );
}
