import { act, screen } from '@testing-library/react';
import {
  APPLICABILITY_CHART_EMPTY,
  EVIDENCE_CHART_EMPTY,
  STATISTICS_WIDGET_DELAY_MS,
  type RegulationStatistics,
} from '@qms/shared-api';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import StatisticsPies from './StatisticsPies';

// apexcharts needs a real SVG layout: the chart's series is what this test reads
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ series }: { series: number[] }) => <div data-testid="chart">{series.join(',')}</div>,
}));

const none: RegulationStatistics = {
  totalRequirements: 0,
  notDefinedCount: 0,
  notApplicableCount: 0,
  informationCount: 0,
  applicableCount: 0,
  notApplicableWarningCount: 0,
  notApplicableWithoutWarningCount: 0,
  infoWarningCount: 0,
  applicableWarningCount: 0,
  applicableWithoutWarningCount: 0,
  unconfirmedEvidenceCount: 0,
  confirmedEvidenceCount: 0,
  deprecatedEvidenceCount: 0,
  warningCount: 0,
  validCount: 0,
  evidenceSubtotal: 0,
  evidenceCount: 0,
};

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
    });
    expect(screen.getAllByTestId('chart')).toHaveLength(2);
    expect(screen.queryByText(EVIDENCE_CHART_EMPTY)).not.toBeInTheDocument();
  });

  it('shows both texts when there is nothing at all', () => {
    renderShown(none);
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.getByText(APPLICABILITY_CHART_EMPTY)).toBeInTheDocument();
    expect(screen.getByText(EVIDENCE_CHART_EMPTY)).toBeInTheDocument();
  });
});
