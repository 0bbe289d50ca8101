import { act, screen } from '@testing-library/react';
import { STATISTICS_WIDGET_DELAY_MS } from '@qms/shared-api';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import StatisticsPie from './StatisticsPie';

// apexcharts needs a real SVG layout: the chart's series is what this test reads
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ series }: { series: number[] }) => <div data-testid="chart">{series.join(',')}</div>,
}));

function renderShown(values: number[]) {
  jest.useFakeTimers();
  renderWithProviders(
    <StatisticsPie
      title="Evidence"
      empty="Nothing to chart."
      slices={values.map((value, i) => ({ label: `slice ${i}`, value }))}
      colors={['#000', '#111', '#222']}
    />,
  );
  act(() => jest.advanceTimersByTime(STATISTICS_WIDGET_DELAY_MS));
  jest.useRealTimers();
}

describe('StatisticsPie (dashboard)', () => {
  it('says there is nothing to chart instead of drawing an empty pie', () => {
    renderShown([0, 0, 0]);
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing to chart.')).toBeInTheDocument();
  });

  it('draws the pie as soon as one slice has a value', () => {
    renderShown([0, 2, 0]);
    expect(screen.getByTestId('chart')).toHaveTextContent('0,2,0');
    expect(screen.queryByText('Nothing to chart.')).not.toBeInTheDocument();
  });
});
