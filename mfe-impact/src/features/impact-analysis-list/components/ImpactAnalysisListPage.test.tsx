import { screen, waitFor, within } from '@testing-library/react';
import { IMPACT_MESSAGES } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ImpactAnalysisListPage } from './ImpactAnalysisListPage';

const { server, snackbar } = setupScreenTest();

describe('ImpactAnalysisListPage', () => {
  it('lists analyses with From and To regulation titles and the number of impacts', async () => {
    const db = getMockDb();
    db.regulations = [
      {
        id: 'r1',
        regulationId: 'r1',
        title: 'MDD',
        number: '93/42',
        licenseTypeView: 'VIEW_OPEN',
        licenseTypeExport: 'EXPORT_OPEN',
      },
      {
        id: 'r2',
        regulationId: 'r2',
        title: 'MDR',
        number: '2017/745',
        licenseTypeView: 'VIEW_OPEN',
        licenseTypeExport: 'EXPORT_OPEN',
      },
    ];
    db.impactAnalyses = [
      {
        impactAnalysis: { id: 'ia1', title: 'MDD to MDR', regulationIdFrom: 'r1', regulationIdTo: 'r2' },
        statistics: {
          impactAnalysisId: 'ia1',
          numberOfMappedFromRequirements: 3,
          numberOfMappedToRequirements: 4,
          totalNumberOfFromRequirements: 10,
          totalNumberOfToRequirements: 12,
          numberOfImpact: 7,
        },
      },
    ];
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Impact Analysis Overview', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Impact analyses' });
    const link = await within(table).findByRole('link', { name: 'MDD to MDR' });
    expect(link).toHaveAttribute('href', '/impact-analysis/ia1');
    const cellTexts = () =>
      within(link.closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // the titles arrive with the second query
    await waitFor(() => expect(cellTexts()).toEqual(['MDD to MDR', 'MDD', 'MDR', '7']));
  });

  it('shows the empty state', async () => {
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'viewer' });
    expect(await screen.findByText('No impact analyses yet.')).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/impact-analyses/search', 500, 'db down'));
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toEqual([IMPACT_MESSAGES.list]));
    expect(snackbar.messages[0]?.detail).toBe('db down');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No impact analyses yet.')).not.toBeInTheDocument();
  });
});
