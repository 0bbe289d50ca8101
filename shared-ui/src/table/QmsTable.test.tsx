import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { renderWithProviders } from '../test-utils';
import { QmsTable } from './QmsTable';

interface Row {
  id: string;
  name: string;
}
const columns: MRT_ColumnDef<Row>[] = [{ accessorKey: 'name', header: 'Name' }];
const rows = (names: string[]): Row[] => names.map((name, i) => ({ id: String(i), name }));

function bodyNames(): string[] {
  const table = screen.getByRole('table', { name: 'Things' });
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return bodyRows.map((r) => r.textContent ?? '');
}

describe('QmsTable', () => {
  it('renders rows in the initial sorting', () => {
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={rows(['Charlie', 'alpha', 'Bravo'])}
        pageSize={10}
        emptyText="Nothing yet."
        initialSorting={[{ id: 'name', desc: false }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(bodyNames()).toEqual(['alpha', 'Bravo', 'Charlie']);
  });

  it("offers the spec's page size as the selected rows-per-page choice", () => {
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={rows(['a'])}
        pageSize={250}
        emptyText="Nothing yet."
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveValue('250');
  });

  it('shows the empty-state text when there are no rows', () => {
    renderWithProviders(
      <QmsTable ariaLabel="Things" columns={columns} data={[]} pageSize={10} emptyText="Nothing yet." />,
    );
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('pages by the given page size and hides the footer when asked', async () => {
    const many = rows(['a', 'b', 'c', 'd', 'e']);
    const { unmount } = renderWithProviders(
      <QmsTable ariaLabel="Things" columns={columns} data={many} pageSize={2} emptyText="-" />,
    );
    expect(bodyNames()).toEqual(['a', 'b']);
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyNames()).toEqual(['c', 'd']);
    unmount();

    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={many}
        pageSize={2500}
        footer={false}
        emptyText="-"
      />,
    );
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('keeps its page size when a caller adds to the initial state (a pinned column)', () => {
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={rows(['a', 'b', 'c'])}
        pageSize={2}
        emptyText="-"
        tableOptions={{ enableColumnPinning: true, initialState: { columnPinning: { right: ['name'] } } }}
      />,
    );
    expect(bodyNames()).toEqual(['a', 'b']);
  });

  it('shows a failed load with Retry instead of the empty text', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={[]}
        pageSize={10}
        emptyText="Nothing yet."
        isError
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing yet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('labels the search field', async () => {
    renderWithProviders(
      <QmsTable ariaLabel="Things" columns={columns} data={rows(['a'])} pageSize={10} emptyText="-" />,
    );
    await userEvent.click(screen.getByRole('button', { name: /search/i }));
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('marks the table busy while loading', () => {
    renderWithProviders(
      <QmsTable ariaLabel="Things" columns={columns} data={[]} pageSize={10} emptyText="-" isLoading />,
    );
    expect(screen.getByRole('table', { name: 'Things' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('-')).not.toBeInTheDocument();
  });

  it('renders row actions only when given', () => {
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={rows(['a'])}
        pageSize={10}
        emptyText="-"
        renderRowActions={(row) => <button type="button">{`Edit ${row.original.name}`}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Edit a' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});

describe('QmsTable sorting and virtualisation', () => {
  it.each([10, 2500])('sorts case-insensitively and number-aware (page size %i)', (pageSize) => {
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={rows(['Role 10', 'role 1', 'Role 9'])}
        pageSize={pageSize}
        emptyText="-"
        initialSorting={[{ id: 'name', desc: false }]}
      />,
    );
    expect(bodyNames()).toEqual(['role 1', 'Role 9', 'Role 10']);
  });

  it('virtualises a small page when the screen asks (a keyboard-reachable, named scroll region)', () => {
    const { unmount } = renderWithProviders(
      <QmsTable ariaLabel="Things" columns={columns} data={rows(['b', 'a'])} pageSize={10} emptyText="-" />,
    );
    expect(screen.queryByRole('region', { name: 'Things' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <QmsTable
        ariaLabel="Things"
        columns={columns}
        data={rows(['b', 'a'])}
        pageSize={10}
        virtualize
        emptyText="-"
        initialSorting={[{ id: 'name', desc: false }]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('tabindex', '0');
    expect(bodyNames()).toEqual(['a', 'b']);
  });
});
