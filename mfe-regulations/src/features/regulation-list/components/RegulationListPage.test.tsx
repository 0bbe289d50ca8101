import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EFFECTIVE_DATES_ORDER, REGULATION_MESSAGES, type Regulation } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { RegulationListPage, REGULATIONS_EMPTY_TEXT } from './RegulationListPage';

const { server, snackbar } = setupScreenTest();

const regulation = (id: string, title: string, number: string): Regulation => ({
  id,
  regulationId: id,
  title,
  number,
  version: '1',
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
    // the spec 3 §2 columns; a viewer gets no edit action; Number is not a spec column
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Title',
      'State',
      'Effective From',
      'Effective To',
      'Applicability Progress',
      'Evidence Progress',
    ]);
    expect(links[1]!.closest('tr')).toHaveTextContent('Informative');
    expect(within(table).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(links[1]!.closest('tr')).not.toHaveTextContent('2017/745');
  });

  it('lets an admin set the state and effective dates', async () => {
    getMockDb().regulations = [regulation('r1', 'ISO 13485', '13485:2016')];
    const user = userEvent.setup();
    renderWithProviders(<RegulationListPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit ISO 13485' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.type(within(dialog).getByLabelText('Effective From'), '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Standards and regulations' });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'ISO 13485' }).closest('tr')).toHaveTextContent(
        'Active',
      ),
    );
    expect(within(table).getByRole('link', { name: 'ISO 13485' }).closest('tr')).toHaveTextContent(
      '01.01.2026',
    );
    expect(getMockDb().qmsRegulations[0]).toMatchObject({
      state: 'ACTIVE',
      activeFrom: '2026-01-01',
      dbVersion: 1,
    });
  });

  it('names a date the server would refuse and sends nothing', async () => {
    getMockDb().regulations = [regulation('r1', 'ISO 13485', '13485:2016')];
    const user = userEvent.setup();
    renderWithProviders(<RegulationListPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit ISO 13485' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // a year after 9999 (typed where the browser lets it through): the contract's 'YYYY-MM-DD'
    fireEvent.change(within(dialog).getByLabelText('Effective From'), { target: { value: '10000-01-01' } });
    expect(within(dialog).getByText('Dates are YYYY-MM-DD')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Effective From'), { target: { value: '2026-02-01' } });
    fireEvent.change(within(dialog).getByLabelText('Effective To'), { target: { value: '2026-01-01' } });
    expect(within(dialog).getByText(EFFECTIVE_DATES_ORDER)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(save);
    expect(getMockDb().qmsRegulations).toEqual([]);
  });

  it('shows the empty state', async () => {
    renderWithProviders(<RegulationListPage />, { session: 'viewer' });
    expect(await screen.findByText(REGULATIONS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/qms-regulations/search', 503, 'standards service down'));
    renderWithProviders(<RegulationListPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toEqual([REGULATION_MESSAGES.list]));
    expect(snackbar.messages[0]?.detail).toBe('standards service down');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(REGULATIONS_EMPTY_TEXT)).not.toBeInTheDocument();
  });
});
