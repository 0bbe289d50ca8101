import { screen, waitFor, within } from '@testing-library/react';
import { PROCESS_MESSAGES } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProcessOverviewPage } from './ProcessOverviewPage';

const { server, snackbar } = setupScreenTest();

const sop = (artifactId: string, versionId: string, name: string) => ({
  artifactId,
  versionId,
  version: 2,
  releaseState: 'RELEASED' as const,
  changeDescription: '',
  sopAsPdf: false,
  name,
  description: '',
  templateArtifactIds: [],
  templateContentIds: [],
  srProcessIds: [],
  dbVersion: 0,
});

describe('ProcessOverviewPage', () => {
  it('lists the processes with version, release state and requirement type', async () => {
    getMockDb().sops = {
      artifacts: [
        {
          artifactId: 'a1',
          parentArtifactId: null,
          requirementType: 'QMS',
          orderedArtifactIds: [],
          dbVersion: 0,
        },
        {
          artifactId: 'a2',
          parentArtifactId: null,
          requirementType: 'PRODUCT',
          orderedArtifactIds: [],
          dbVersion: 0,
        },
      ],
      sops: [sop('a2', 'v2', 'Design Control'), sop('a1', 'v1', 'Document Control')],
      allLinkedSrProcessIds: [],
      rootOrderedArtifactIds: [],
    };
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Process Overview', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Processes' });
    const link = await within(table).findByRole('link', { name: 'Design Control' });
    expect(link).toHaveAttribute('href', '/processes/v2');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Released');
    expect(row).toHaveTextContent('PRODUCT');
    expect(within(table).getByRole('link', { name: 'Document Control' }).closest('tr')).toHaveTextContent(
      'QMS',
    );
    // no footer: the process table shows all rows without pagination
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    // the server's order, not sorted by name
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Design Control', 'Document Control']);
  });

  it('keeps the server order instead of sorting by name', async () => {
    getMockDb().sops = {
      artifacts: [],
      sops: [sop('a1', 'v1', 'Zulu'), sop('a2', 'v2', 'Alpha'), sop('a3', 'v3', 'Mike')],
      allLinkedSrProcessIds: [],
      rootOrderedArtifactIds: [],
    };
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Processes' });
    await within(table).findByRole('link', { name: 'Zulu' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Zulu', 'Alpha', 'Mike']);
  });

  it('shows the empty state', async () => {
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    expect(await screen.findByText('No processes yet.')).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/sops', 500, 'db down'));
    renderWithProviders(<ProcessOverviewPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toEqual([PROCESS_MESSAGES.list]));
    expect(snackbar.messages[0]?.detail).toBe('db down');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No processes yet.')).not.toBeInTheDocument();
  });
});
