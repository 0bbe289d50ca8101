import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { localDay, TRAINING_MATRIX_MESSAGES as M, type TrainingMatrix } from '@qms/shared-api';
import { saveBlob } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { TrainingMatrixPage } from './TrainingMatrixPage';

jest.mock('@qms/shared-ui', () => ({ ...jest.requireActual('@qms/shared-ui'), saveBlob: jest.fn() }));

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const today = localDay(new Date());
const MATRIX: TrainingMatrix = {
  today,
  processes: [
    {
      artifactId: 'p1',
      name: 'Purchasing',
      inForce: { versionId: 'v1', version: 1, effectiveDate: '2026-01-10' },
      coming: { versionId: 'v2', version: 2, effectiveDate: '2999-03-01' },
    },
  ],
  rows: [
    {
      userId: 'u1',
      displayName: 'Alice',
      cells: [
        {
          artifactId: 'p1',
          status: 'TRAINED',
          version: 1,
          dueDate: null,
          confirmedAt: '2026-01-05T09:30:00Z',
        },
      ],
    },
    {
      userId: 'u2',
      displayName: 'Bob',
      cells: [{ artifactId: 'p1', status: 'OPEN', version: 1, dueDate: '2000-01-10', confirmedAt: null }],
    },
    {
      userId: 'u3',
      displayName: 'Carol',
      cells: [{ artifactId: 'p1', status: 'OPEN', version: 2, dueDate: '2999-03-01', confirmedAt: null }],
    },
  ],
  userOptions: [
    { id: 'u1', name: 'Alice' },
    { id: 'u2', name: 'Bob' },
    { id: 'u3', name: 'Carol' },
  ],
  processOptions: [{ id: 'p1', name: 'Purchasing' }],
};

/** Serves the matrix and records every query it was asked with. */
function serve(matrix: TrainingMatrix = MATRIX): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/qms-api/training/matrix', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(matrix);
    }),
    http.get('*/qms-api/roles', () => HttpResponse.json([])),
  );
  return asked;
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: M.tableLabel }, slow);
  return (await within(table).findByText(name, undefined, slow)).closest('tr')!;
};

describe('TrainingMatrixPage', () => {
  it('shows each user’s status on the version in force, open ones with due date and overdue', async () => {
    const asked = serve();
    renderWithProviders(<TrainingMatrixPage />, { session: 'admin', route: '/training-matrix' });
    expect(screen.getByRole('heading', { level: 1, name: 'Training matrix' })).toBeInTheDocument();
    expect(within(await rowOf('Alice')).getByText('Trained')).toBeInTheDocument();
    const bob = await rowOf('Bob');
    expect(within(bob).getByText('Overdue')).toBeInTheDocument();
    expect(within(bob).getByText('V1, due 2000-01-10')).toBeInTheDocument();
    const carol = await rowOf('Carol');
    expect(within(carol).getByText('Open')).toBeInTheDocument();
    expect(within(carol).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('V2 from 2999-03-01')).toBeInTheDocument();
    expect(asked[0]!.get('today')).toBe(today);
  });

  it('asks the server again with a filter chosen by keyboard', async () => {
    const asked = serve();
    renderWithProviders(<TrainingMatrixPage />, { session: 'admin', route: '/training-matrix' });
    await rowOf('Alice');
    const status = screen.getByRole('textbox', { name: 'Status' });
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(asked.some((q) => q.get('status') === 'OVERDUE')).toBe(true), slow);
  });

  it('exports the CSV with the filters and a user’s PDF record through the one download helper', async () => {
    serve();
    const csvQueries: URLSearchParams[] = [];
    server.use(
      http.get('*/qms-api/training/matrix.csv', ({ request }) => {
        csvQueries.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFF"User"\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
      http.get('*/qms-api/training/records/users/u2/pdf', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    renderWithProviders(<TrainingMatrixPage />, { session: 'admin', route: '/training-matrix' });
    await rowOf('Alice');
    await userEvent.click(screen.getByRole('button', { name: M.exportCsv }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1), slow);
    expect(jest.mocked(saveBlob).mock.calls[0]![1]).toBe(`training-matrix-${today}.csv`);
    expect(csvQueries[0]!.get('today')).toBe(today);
    await userEvent.click(screen.getByRole('button', { name: `${M.userRecord}: Bob` }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2), slow);
    expect(jest.mocked(saveBlob).mock.calls[1]![1]).toBe(`training-record-Bob-${today}.pdf`);
  });

  it('says so when nothing is released yet, with no CSV to export', async () => {
    serve({ ...MATRIX, processes: [], rows: [], processOptions: [] });
    renderWithProviders(<TrainingMatrixPage />, { session: 'admin', route: '/training-matrix' });
    expect(await screen.findByText(M.noProcesses, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.exportCsv })).toBeDisabled();
  });

  it('asks nothing for a viewer: the matrix is for administrators', async () => {
    const asked = serve();
    renderWithProviders(<TrainingMatrixPage />, { session: 'viewer', route: '/training-matrix' });
    expect(await screen.findByText(M.adminsOnly, undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('reports a failed load in the snackbar', async () => {
    server.use(
      http.get('*/qms-api/training/matrix', () =>
        HttpResponse.json({ errorMessage: 'Administrators only.' }, { status: 403 }),
      ),
      http.get('*/qms-api/roles', () => HttpResponse.json([])),
    );
    renderWithProviders(<TrainingMatrixPage />, { session: 'admin', route: '/training-matrix' });
    await waitFor(() => expect(snackbar.errors().some((m) => m.startsWith(M.loadError))).toBe(true), slow);
  });
});
