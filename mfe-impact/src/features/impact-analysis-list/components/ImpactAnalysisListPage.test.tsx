import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPACT_MESSAGES } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ImpactAnalysisListPage } from './ImpactAnalysisListPage';

const { server, snackbar } = setupScreenTest();

const regulation = (id: string, title: string) => ({
  id,
  regulationId: id,
  title,
  number: id,
  licenseTypeView: 'VIEW_OPEN' as const,
  licenseTypeExport: 'EXPORT_OPEN' as const,
});

function seed() {
  const db = getMockDb();
  db.regulations = [regulation('r1', 'MDD'), regulation('r2', 'MDR'), regulation('r3', 'IVDR')];
  db.impactAnalyses = [
    {
      impactAnalysis: {
        id: 'ia1',
        title: 'MDD to MDR',
        regulationIdFrom: 'r1',
        regulationIdTo: 'r2',
        dbVersion: 2,
      },
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
}

const table = () => screen.findByRole('table', { name: 'Impact analyses' });
const rowOf = async (title: string) =>
  (await within(await table()).findByRole('link', { name: title })).closest('tr')!;

describe('ImpactAnalysisListPage', () => {
  it('lists analyses with From and To titles, impacts and the mapped / total statistics', async () => {
    seed();
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Impact Analysis Overview', level: 1 })).toBeInTheDocument();
    const link = await within(await table()).findByRole('link', { name: 'MDD to MDR' });
    expect(link).toHaveAttribute('href', '/impact-analysis/ia1');
    const cellTexts = () =>
      within(link.closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // the titles arrive with the second query
    await waitFor(() => expect(cellTexts()).toEqual(['MDD to MDR', 'MDD', 'MDR', '7', '3 / 10', '4 / 12']));
    // a viewer neither creates, edits nor deletes
    expect(screen.queryByRole('button', { name: 'New Impact Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) impact analysis/ })).not.toBeInTheDocument();
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

  it('creates an analysis: the validation messages, Save disabled while invalid, the list reloads', async () => {
    seed();
    const user = userEvent.setup();
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'admin' });
    await rowOf('MDD to MDR');
    await user.click(screen.getByRole('button', { name: 'New Impact Analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Impact Analysis' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'x');
    await user.clear(title);
    expect(await within(dialog).findByText('Minimum 1 character')).toBeInTheDocument();
    const from = within(dialog).getByRole('textbox', { name: 'From Regulation' });
    const to = within(dialog).getByRole('textbox', { name: 'To Regulation' });
    await user.click(from);
    await user.click(to);
    await user.click(title);
    expect(await within(dialog).findByText('From Regulation must be selected')).toBeInTheDocument();
    expect(within(dialog).getByText('To Regulation must be selected')).toBeInTheDocument();
    await user.type(title, 'MDR to IVDR');
    await user.click(from);
    await user.click(await screen.findByRole('option', { name: 'MDR' }));
    expect(save).toBeDisabled();
    await user.click(to);
    await user.click(await screen.findByRole('option', { name: 'IVDR' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('MDR to IVDR');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(['MDR', 'IVDR', '0']);
    expect(getMockDb().impactAnalyses.map((a) => a.impactAnalysis.title)).toContain('MDR to IVDR');
  });

  it('edits the title with From and To fixed, and keeps the dialog open on a failed save', async () => {
    seed();
    const user = userEvent.setup();
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'admin' });
    await rowOf('MDD to MDR');
    await user.click(screen.getByRole('button', { name: 'Edit impact analysis MDD to MDR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Impact Analysis' });
    expect(within(dialog).getByRole('textbox', { name: 'From Regulation' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'To Regulation' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'From Regulation' })).toHaveValue('MDD');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'MDD → MDR');

    server.use(failWith('put', '/qms-api/impact-analyses/:id', 500, 'db down'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([IMPACT_MESSAGES.save]));
    expect(screen.getByRole('dialog', { name: 'Edit Impact Analysis' })).toBeInTheDocument();
    expect(title).toHaveValue('MDD → MDR');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('MDD → MDR')).toBeTruthy();
    expect(getMockDb().impactAnalyses[0]!.impactAnalysis).toMatchObject({
      title: 'MDD → MDR',
      regulationIdFrom: 'r1',
      regulationIdTo: 'r2',
    });
  });

  it('deletes only after confirmation', async () => {
    seed();
    const user = userEvent.setup();
    renderWithProviders(<ImpactAnalysisListPage />, { session: 'admin' });
    await rowOf('MDD to MDR');
    await user.click(screen.getByRole('button', { name: 'Delete impact analysis MDD to MDR' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete impact analysis' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getMockDb().impactAnalyses).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete impact analysis MDD to MDR' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete impact analysis' });
    expect(confirm).toHaveTextContent('Delete the impact analysis "MDD to MDR"');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No impact analyses yet.')).toBeInTheDocument();
    expect(getMockDb().impactAnalyses).toHaveLength(0);
  });
});
