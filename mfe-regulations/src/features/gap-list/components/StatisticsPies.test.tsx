import { act, screen } from '@testing-library/react';
import {
  APPLICABILITY_CHART_EMPTY,
  EVIDENCE_CHART_EMPTY,
  STATISTICS_WIDGET_DELAY_MS,
  regulationStatistics,
  type RegulationStatistics,
} from '@qms/shared-api';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import StatisticsPies from './StatisticsPies';

// apexcharts needs a real SVG layout: the chart's series is what this test reads
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ series, options }: { series: number[]; options: { stroke?: { width: number } } }) => (
    <div data-testid="chart" data-stroke={options.stroke?.width}>
      {series.join(',')}
    </div>
  ),
}));

/** no requirement, no assessment: every count 0 (the server's own formulas) */
const none = regulationStatistics(0, []);

function renderShown(statistics: RegulationStatistics) {
  jest.useFakeTimers();
  renderWithProviders(<StatisticsPies statistics={statistics} />);
  act(() => jest.advanceTimersByTime(STATISTICS_WIDGET_DELAY_MS));
  jest.useRealTimers();
}

describe("StatisticsPies (the gap list's Gap Analysis Status)", () => {
  it('says there is nothing to chart instead of drawing an empty pie', () => {
    // assessed requirements, but no target assigned yet: the evidence pie would be a blank square
    renderShown({ ...none, totalRequirements: 3, notDefinedCount: 3 });
    expect(screen.getAllByTestId('chart')).toHaveLength(1);
    expect(screen.getByTestId('chart')).toHaveTextContent('0,0,0,0,3,0');
    // one slice is the whole pie: no white border from the centre to the top
    expect(screen.getByTestId('chart')).toHaveAttribute('data-stroke', '0');
    expect(screen.getByText(EVIDENCE_CHART_EMPTY)).toBeInTheDocument();
    expect(screen.queryByText(APPLICABILITY_CHART_EMPTY)).not.toBeInTheDocument();
  });

  it('draws both pies once there is evidence', () => {
    renderShown({
      ...none,
      totalRequirements: 2,
      applicableCount: 2,
      applicableWithoutWarningCount: 2,
      confirmedEvidenceCount: 1,
      unconfirmedEvidenceCount: 1,
    });
    expect(screen.getAllByTestId('chart')).toHaveLength(2);
    // the evidence pie has two slices, the applicability pie one
    expect(screen.getAllByTestId('chart').map((c) => c.dataset.stroke)).toEqual(['0', '2']);
    expect(screen.queryByText(EVIDENCE_CHART_EMPTY)).not.toBeInTheDocument();
  });

  it('shows both texts when there is nothing at all', () => {
    renderShown(none);
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.getByText(APPLICABILITY_CHART_EMPTY)).toBeInTheDocument();
    expect(screen.getByText(EVIDENCE_CHART_EMPTY)).toBeInTheDocument();
  });
});
