import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupScreenTest, type TestSessionKind } from '@qms/shared-ui/test-utils';
import { AuditTrailPage } from './AuditTrailPage';

const { server } = setupScreenTest();
// the machine running the suite is shared and slow: give the table time to mount
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const renderPage = (session: TestSessionKind, route = '/audit-trail') =>
  renderWithProviders(<AuditTrailPage />, { route, session });

describe('AuditTrailPage', () => {
  it('lists entries and expands one to old → new per changed field', async () => {
    renderPage('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail' }, slow);
    expect(await within(table).findByText('mock-role-1', undefined, slow)).toBeInTheDocument();
    await userEvent.click(
      within(table)
        .getAllByRole('button', { name: /expand/i })
        .at(-1)!,
    );
    const changes = await screen.findByRole('table', { name: 'Changes of entry 1' }, slow);
    const nameRow = within(changes).getByText('name').closest('tr')!;
    expect(within(nameRow).getByText('Auditor')).toBeInTheDocument();
    expect(within(nameRow).getByText('Lead Auditor')).toBeInTheDocument();
  });

  it('keeps the server order: newest first', async () => {
    const entry = (seq: number, action: string) => ({
      seq,
      occurredAt: `2026-03-01T09:00:0${seq}.000000Z`,
      tableName: 'roles',
      recordId: 'r1',
      action,
      oldValues: null,
      newValues: { name: 'x' },
      actorId: 'u1',
      actorName: 'Anna Admin',
      requestId: null,
      reason: null,
      hash: 'h',
    });
    server.use(
      http.get('*/qms-api/audit-trail', () =>
        HttpResponse.json({
          entries: [entry(3, 'DELETE'), entry(2, 'UPDATE'), entry(1, 'INSERT')],
          total: 3,
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderPage('admin');
    const table = await screen.findByRole('table', { name: 'Audit trail' }, slow);
    await within(table).findByText('DELETE', undefined, slow);
    const actions = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '')
      .map((text) => /INSERT|UPDATE|DELETE/.exec(text)?.[0])
      .filter(Boolean);
    expect(actions).toEqual(['DELETE', 'UPDATE', 'INSERT']);
  });

  it('sends the ?recordId= link target as a filter', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/qms-api/audit-trail', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('recordId') ?? '');
        return HttpResponse.json({ entries: [], total: 0, page: 1, pageSize: 50 });
      }),
    );
    renderPage('admin', '/audit-trail?recordId=role-42');
    expect(
      await screen.findByText('No audit trail entries match the filters.', undefined, slow),
    ).toBeInTheDocument();
    expect(seen).toContain('role-42');
    expect(screen.getByLabelText('Record ID')).toHaveValue('role-42');
  });

  it('shows the result of Verify, naming a broken entry', async () => {
    server.use(
      http.get('*/qms-api/audit-trail/verify', () =>
        HttpResponse.json({
          valid: false,
          checked: 9,
          lastSeq: 9,
          firstBroken: { seq: 4, problem: 'content does not match its hash (edited)' },
        }),
      ),
    );
    renderPage('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByTestId('audit-verify-result', undefined, slow);
    expect(result).toHaveTextContent('Audit trail broken');
    expect(result).toHaveTextContent('Entry 4: content does not match its hash (edited)');
  });

  it('shows the failed state when the trail cannot be loaded', async () => {
    server.use(
      http.get('*/qms-api/audit-trail', () => HttpResponse.json({ errorMessage: 'down' }, { status: 500 })),
    );
    renderPage('admin');
    expect(await screen.findByTestId('table-load-failed', undefined, slow)).toBeInTheDocument();
  });

  it('is not offered to a viewer', () => {
    renderPage('viewer');
    expect(screen.getByText('The audit trail is available to administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
