import { screen, waitFor, within } from '@testing-library/react';
import { REGULATION_MESSAGES, type Regulation } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { RegulationListPage } from './RegulationListPage';

const { server, snackbar } = setupScreenTest();

const regulation = (id: string, title: string, number: string): Regulation => ({
  id,
  regulationId: id,
  title,
  number,
  licenseTypeView: 'VIEW_OPEN',
  licenseTypeExport: 'EXPORT_OPEN',
});

describe('RegulationListPage', () => {
  it('lists the regulations sorted by title, each linking to its gap list', async () => {
    getMockDb().regulations = [
      regulation('r2', 'MDR', '2017/745'),
      regulation('r1', 'ISO 13485', '13485:2016'),
    ];
    renderWithProviders(<RegulationListPage />, { session: 'viewer' });
    expect(
      screen.getByRole('heading', { name: 'List of applied Standards & Regulations', level: 1 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Standards and regulations' });
    await within(table).findByRole('link', { name: 'MDR' });
    const links = within(table).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['ISO 13485', 'MDR']);
    expect(links[1]).toHaveAttribute('href', '/sr-list/r2');
    // only Title so far: the other spec columns come with the regulations issue; Number is not a spec column
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title']);
    expect(links[1]!.closest('tr')).not.toHaveTextContent('2017/745');
  });

  it('shows the empty state', async () => {
    renderWithProviders(<RegulationListPage />, { session: 'viewer' });
    expect(await screen.findByText('No standards or regulations yet.')).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/sr-api/regulations', 503, 'standards service down'));
    renderWithProviders(<RegulationListPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toEqual([REGULATION_MESSAGES.list]));
    expect(snackbar.messages[0]?.detail).toBe('standards service down');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No standards or regulations yet.')).not.toBeInTheDocument();
  });
});
