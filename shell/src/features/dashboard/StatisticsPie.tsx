import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Chart from 'react-apexcharts';
import { PIE_SIZE, STATISTICS_WIDGET_DELAY_MS, pieStroke } from '@qms/shared-api';

/**
 * A dashboard pie of the regulations statistics (spec 3 §9: the categories in order, fixed colours, 400 px,
 * shown after 500 ms); a text list beside it for screen readers.
 */
export default function StatisticsPie({
  title,
  empty,
  slices,
  colors,
}: {
  title: string;
  /** shown instead of the chart when every slice is 0 */
  empty: string;
  slices: { label: string; value: number }[];
  colors: readonly string[];
}): JSX.Element | null {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), STATISTICS_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <figure
      style={{ margin: 0, minHeight: 120, maxWidth: '100%', overflow: 'hidden' }}
      aria-label={`${title} statistics`}
    >
      {shown && slices.every((s) => s.value === 0) && <Text size="sm">{empty}</Text>}
      {shown && slices.some((s) => s.value > 0) && (
        <Chart
          type="pie"
          width={PIE_SIZE}
          series={slices.map((s) => s.value)}
          options={{
            labels: slices.map((s) => s.label),
            colors: [...colors],
            legend: { position: 'bottom' },
            stroke: pieStroke(slices.map((s) => s.value)),
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
