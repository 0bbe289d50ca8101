import { screen, waitFor, within } from '@testing-library/react';
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
  it('shows the record type as a word, the record by name linked to it, and the change in one line', async () => {
    renderPage('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail' }, slow);
    const link = await within(table).findByRole('link', { name: 'Lead Auditor' }, slow);
    expect(link).toHaveAttribute('href', '/roles');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Role')).toBeInTheDocument();
    // the bookkeeping column (db_version) is left out of the one line
    expect(within(row).getByText('name: Auditor → Lead Auditor')).toBeInTheDocument();
    expect(within(row).queryByText('mock-role-1')).not.toBeInTheDocument();
  });

  it('expands a row to old → new per changed field, with the record id and its entries', async () => {
    renderPage('admin');
    const table = await screen.findByRole('table', { name: 'Audit trail' }, slow);
    await within(table).findByRole('link', { name: 'Lead Auditor' }, slow);
    await userEvent.click(
      within(table)
        .getAllByRole('button', { name: /expand/i })
        .at(-1)!,
    );
    const changes = await screen.findByRole('table', { name: 'Changes of entry 1' }, slow);
    const nameRow = within(changes).getByText('name').closest('tr')!;
    expect(within(nameRow).getByText('Auditor')).toBeInTheDocument();
    expect(within(nameRow).getByText('Lead Auditor')).toBeInTheDocument();
    expect(within(changes).getByText('db_version').closest('tr')).toHaveTextContent('db_version1→2');
    const detail = screen.getByTestId('audit-detail-1');
    expect(within(detail).getByText('mock-role-1')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'All entries of this record' })).toHaveAttribute(
      'href',
      '/audit-trail?recordId=mock-role-1',
    );
  });

  it('names the first two changed fields and counts the rest; a record without a name shows its id', async () => {
    const base = {
      occurredAt: '2026-03-01T09:00:00.000000Z',
      action: 'UPDATE',
      actorId: 'u1',
      actorName: 'Anna Admin',
      requestId: null,
      reason: null,
      chainPosition: 1,
      hash: 'h',
    };
    server.use(
      http.get('*/qms-api/audit-trail', () =>
        HttpResponse.json({
          entries: [
            {
              ...base,
              seq: 2,
              tableName: 'impacts',
              recordId: 'impact-7',
              recordName: null,
              recordParentId: 'analysis-3',
              oldValues: {
                change_type: 'NOT_DEFINED',
                change_description: '',
                impact_type: 'NONE',
                db_version: 1,
              },
              newValues: {
                change_type: 'ADDED',
                change_description: 'New clause',
                impact_type: 'HIGH',
                db_version: 2,
              },
            },
            {
              ...base,
              seq: 1,
              tableName: 'qms_requirements',
              recordId: 'req-9',
              recordName: null,
              // the trail never recorded the gap entry's regulation: no link rather than a wrong one
              recordParentId: null,
              oldValues: { notes: 'old' },
              newValues: { notes: 'new' },
            },
          ],
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderPage('admin');
    const table = await screen.findByRole('table', { name: 'Audit trail' }, slow);
    const impact = await within(table).findByRole('link', { name: 'impact-7' }, slow);
    expect(impact).toHaveAttribute('href', '/impact-analysis/analysis-3#impact=impact-7');
    const impactRow = impact.closest('tr')!;
    expect(within(impactRow).getByText('Impact')).toBeInTheDocument();
    expect(
      within(impactRow).getByText(
        'change_description: – → New clause; change_type: NOT_DEFINED → ADDED +1 more',
      ),
    ).toBeInTheDocument();
    const gapRow = within(table).getByText('req-9').closest('tr')!;
    expect(within(gapRow).getByText('Gap entry')).toBeInTheDocument();
    expect(within(gapRow).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gapRow).getByText('notes: old → new')).toBeInTheDocument();
  });

  it('filters by a record type chosen by its word', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/qms-api/audit-trail', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('table'));
        return HttpResponse.json({ entries: [], page: 1, pageSize: 50 });
      }),
    );
    renderPage('admin');
    await screen.findByText('No audit trail entries match the filters.', undefined, slow);
    await userEvent.click(screen.getByRole('textbox', { name: 'Record type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Template content' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(seen.at(-1)).toBe('template_contents'), slow);
  });

  it('keeps the server order: newest first', async () => {
    const entry = (seq: number, action: string) => ({
      seq,
      occurredAt: `2026-03-01T09:00:0${seq}.000000Z`,
      tableName: 'roles',
      recordId: 'r1',
      recordName: 'x',
      recordParentId: null,
      action,
      oldValues: null,
      newValues: { name: 'x' },
      actorId: 'u1',
      actorName: 'Anna Admin',
      requestId: null,
      reason: null,
      chainPosition: 1,
      hash: 'h',
    });
    server.use(
      http.get('*/qms-api/audit-trail', () =>
        HttpResponse.json({
          entries: [entry(3, 'DELETE'), entry(2, 'UPDATE'), entry(1, 'INSERT')],
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
        return HttpResponse.json({ entries: [], page: 1, pageSize: 50 });
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
          unsealed: 0,
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

  it('says a valid chain has newer entries not yet sealed, and shows such an entry as not yet sealed', async () => {
    server.use(
      http.get('*/qms-api/audit-trail/verify', () =>
        HttpResponse.json({ valid: true, checked: 9, lastSeq: 12, unsealed: 2, firstBroken: null }),
      ),
      http.get('*/qms-api/audit-trail', () =>
        HttpResponse.json({
          entries: [
            {
              seq: 14,
              occurredAt: '2026-03-01T09:00:00.000000Z',
              tableName: 'roles',
              recordId: 'r1',
              recordName: 'Auditor',
              recordParentId: null,
              action: 'INSERT',
              oldValues: null,
              newValues: { name: 'Auditor' },
              actorId: 'u1',
              actorName: 'Anna Admin',
              requestId: null,
              reason: null,
              chainPosition: null,
              hash: null,
            },
          ],
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderPage('admin');
    const table = await screen.findByRole('table', { name: 'Audit trail' }, slow);
    await within(table).findByRole('link', { name: 'Auditor' }, slow);
    await userEvent.click(
      within(table)
        .getAllByRole('button', { name: /expand/i })
        .at(-1)!,
    );
    const detail = await screen.findByTestId('audit-detail-14', undefined, slow);
    expect(detail).toHaveTextContent('not yet sealed');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByTestId('audit-verify-result', undefined, slow);
    expect(result).toHaveTextContent('Audit trail intact');
    expect(result).toHaveTextContent('All 9 sealed entries verified');
    expect(result).toHaveTextContent('2 newer entries are not yet sealed (sealed within seconds).');
  });

  it('counts the entries once per filter: turning a page asks for that page only', async () => {
    const pages: string[] = [];
    let counts = 0;
    const entry = (seq: number) => ({
      seq,
      occurredAt: '2026-03-01T09:00:00.000000Z',
      tableName: 'roles',
      recordId: `r${seq}`,
      recordName: `Role ${seq}`,
      recordParentId: null,
      action: 'INSERT',
      oldValues: null,
      newValues: { name: `Role ${seq}` },
      actorId: 'u1',
      actorName: 'Anna Admin',
      requestId: null,
      reason: null,
      chainPosition: seq,
      hash: 'h',
    });
    server.use(
      http.get('*/qms-api/audit-trail', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        const first = 120 - (page - 1) * 50;
        const entries = Array.from({ length: Math.min(50, first) }, (_, i) => entry(first - i));
        return HttpResponse.json({ entries, page, pageSize: 50 });
      }),
      http.get('*/qms-api/audit-trail/count', () => {
        counts += 1;
        return HttpResponse.json({ total: 120 });
      }),
    );
    renderPage('admin');
    expect(await screen.findByText('1-50 of 120', undefined, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51-100 of 120', undefined, slow)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Role 70' }, slow);
    expect(pages).toEqual(['1', '2']);
    expect(counts).toBe(1);
  });

  it('shows the export progress, entries received of those counted, and saves the file at the end', async () => {
    const encoder = new TextEncoder();
    let finish = () => {};
    const rest = new Promise<void>((resolve) => (finish = resolve));
    server.use(
      http.get('*/qms-api/audit-trail/count', () => HttpResponse.json({ total: 3 })),
      http.get('*/qms-api/audit-trail/export.csv', () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            // the header and two entries, one with a line break in a cell; the third after a pause
            controller.enqueue(encoder.encode('\uFEFF"Seq","Reason"\r\n"3","two\r\nlines"\r\n"2",""\r\n'));
            await rest;
            controller.enqueue(encoder.encode('"1",""\r\n'));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn(() => 'blob:test/audit');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderPage('admin');
      await screen.findByRole('table', { name: 'Audit trail' }, slow);
      const exportButton = screen.getByRole('button', { name: 'Export CSV' });
      await userEvent.click(exportButton);
      const progress = await screen.findByRole('status', { name: 'Export progress' }, slow);
      await waitFor(() => expect(progress).toHaveTextContent('Exporting: 2 of 3 entries'), slow);
      expect(within(progress).getByRole('progressbar', { name: 'Exported entries' })).toBeInTheDocument();
      expect(exportButton).toBeDisabled();
      finish();
      await waitFor(
        () => expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument(),
        slow,
      );
      expect(saved).toEqual([expect.stringMatching(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/)]);
      expect(exportButton).toBeEnabled();
    } finally {
      finish();
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
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
