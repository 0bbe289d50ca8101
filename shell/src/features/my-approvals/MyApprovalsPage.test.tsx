import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { localDay, MY_APPROVALS_LABELS, type MyApproval } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { MyApprovalsPage } from './MyApprovalsPage';

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const DAY_MS = 86_400_000;
const approval = (n: number, overrides: Partial<MyApproval> = {}): MyApproval => ({
  participantId: `p${n}`,
  kind: 'AUTHOR',
  releaseId: `r${n}`,
  artifactType: 'SOP',
  artifactId: `a${n}`,
  versionId: `v${n}`,
  documentName: `Document ${n}`,
  version: n,
  initiatedByDisplayName: 'Anna Admin',
  initiatedAt: new Date().toISOString(),
  dueDate: null,
  link: `/processes/v${n}?tab=releaseWorkflow`,
  ...overrides,
});
const serve = (list: MyApproval[]) =>
  server.use(http.get('*/qms-api/my-approvals', () => HttpResponse.json(list)));

describe('MyApprovalsPage', () => {
  it('lists every open decision with document, version, capacity, initiator, age and due date', async () => {
    serve([
      approval(1, {
        initiatedAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
        dueDate: localDay(new Date(Date.now() - 2 * DAY_MS)),
      }),
      approval(2, {
        kind: 'APPROVER',
        artifactType: 'TEMPLATE',
        link: '/templates/v2?tab=releaseWorkflow',
        dueDate: '2999-01-31',
      }),
    ]);
    renderWithProviders(<MyApprovalsPage />, { session: 'viewer', route: '/my-approvals' });
    expect(screen.getByRole('heading', { level: 1, name: 'My approvals' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My approvals' }, slow);
    const first = (await within(table).findByRole('link', { name: 'Document 1' }, slow)).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Document 1' })).toHaveAttribute(
      'href',
      '/processes/v1?tab=releaseWorkflow',
    );
    expect(within(first).getByText('Process')).toBeInTheDocument();
    expect(within(first).getByText('Author')).toBeInTheDocument();
    expect(within(first).getByText('3 days')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'Document 2' }).closest('tr')!;
    expect(within(second).getByRole('link', { name: 'Document 2' })).toHaveAttribute(
      'href',
      '/templates/v2?tab=releaseWorkflow',
    );
    expect(within(second).getByText('V2')).toBeInTheDocument();
    expect(within(second).getByText('Template')).toBeInTheDocument();
    expect(within(second).getByText('Approver')).toBeInTheDocument();
    expect(within(second).getByText('today')).toBeInTheDocument();
    expect(within(second).getByText('31.01.2999')).toBeInTheDocument();
    expect(within(second).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says "Nothing to approve." when the list is empty', async () => {
    serve([]);
    renderWithProviders(<MyApprovalsPage />, { session: 'viewer', route: '/my-approvals' });
    expect(await screen.findByText('Nothing to approve.', undefined, slow)).toBeInTheDocument();
  });

  it('marks the table busy while loading', async () => {
    server.use(
      http.get('*/qms-api/my-approvals', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<MyApprovalsPage />, { session: 'viewer', route: '/my-approvals' });
    const table = await screen.findByRole('table', { name: 'My approvals' }, slow);
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing to approve.')).not.toBeInTheDocument();
  });

  it('reports a failed load in the snackbar', async () => {
    server.use(
      http.get('*/qms-api/my-approvals', () => HttpResponse.json({ errorMessage: 'boom' }, { status: 500 })),
    );
    renderWithProviders(<MyApprovalsPage />, { session: 'viewer', route: '/my-approvals' });
    await waitFor(
      () => expect(snackbar.errors().some((m) => m.startsWith(MY_APPROVALS_LABELS.loadError))).toBe(true),
      slow,
    );
    expect(screen.queryByText('Nothing to approve.')).not.toBeInTheDocument();
  });
});
