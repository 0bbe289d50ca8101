import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  APPLICABILITY_CHART_LABELS,
  EVIDENCE_CHART_LABELS,
  type OverallRegulationStatistics,
} from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { RegulationTiles } from './RegulationTiles';

// apexcharts needs a real SVG layout; the pie's input (labels in order, values) is what this test checks
jest.mock('./StatisticsPie', () => ({
  __esModule: true,
  default: ({ slices }: { slices: { label: string; value: number }[] }) => (
    <ol>
      {slices.map((s) => (
        <li key={s.label}>{`${s.label}: ${s.value}`}</li>
      ))}
    </ol>
  ),
}));

const { server } = setupScreenTest();

const counts = {
  totalRequirements: 21,
  notDefinedCount: 5,
  notApplicableCount: 4,
  informationCount: 6,
  applicableCount: 6,
  notApplicableWarningCount: 1,
  notApplicableWithoutWarningCount: 3,
  infoWarningCount: 0,
  applicableWarningCount: 2,
  applicableWithoutWarningCount: 4,
  unconfirmedEvidenceCount: 7,
  confirmedEvidenceCount: 8,
  deprecatedEvidenceCount: 9,
  warningCount: 3,
  validCount: 13,
  evidenceSubtotal: 16,
  evidenceCount: 24,
};

describe('RegulationTiles', () => {
  it('links the area and draws the applicability and evidence charts in the spec order', async () => {
    const body: OverallRegulationStatistics = {
      regulationCount: 2,
      requirementCount: 21,
      evidenceCount: 24,
      overallStatistics: counts,
    };
    server.use(http.get('*/qms-api/qms-regulations/statistics', () => HttpResponse.json(body)));
    renderWithProviders(<RegulationTiles />, { session: 'viewer' });
    expect(screen.getByRole('link', { name: /Standards and Regulations/ })).toHaveAttribute(
      'href',
      '/sr-list',
    );
    const applicability = screen.getByRole('region', { name: 'Applicability' });
    const items = await within(applicability).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(
      APPLICABILITY_CHART_LABELS.map((l, i) => `${l}: ${[4, 2, 3, 1, 5, 6][i]}`),
    );
    const evidence = within(screen.getByRole('region', { name: 'Evidence' }));
    expect((await evidence.findAllByRole('listitem')).map((i) => i.textContent)).toEqual(
      EVIDENCE_CHART_LABELS.map((l, i) => `${l}: ${[8, 9, 7][i]}`),
    );
  });

  it("counts in words that agree with the number ('1 evidence', not '1 evidences')", async () => {
    const body: OverallRegulationStatistics = {
      regulationCount: 1,
      requirementCount: 21,
      evidenceCount: 1,
      overallStatistics: counts,
    };
    server.use(http.get('*/qms-api/qms-regulations/statistics', () => HttpResponse.json(body)));
    renderWithProviders(<RegulationTiles />, { session: 'viewer' });
    expect(await screen.findByText('1 regulation, 21 requirements, 1 evidence')).toBeInTheDocument();
  });
});
