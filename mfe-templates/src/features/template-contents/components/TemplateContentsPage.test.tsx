import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEMPLATE_CONTENT_MESSAGES, type TemplateContentSyncResult } from '@qms/shared-api';
import { assessment, requirement } from '@qms/shared-api/testing';
import { renderWithProviders, serveJson, setupScreenTest } from '@qms/shared-ui/test-utils';
import { content, info, sop, template } from '../../../test/templates-backend';
import { syncEntryGoneMessage } from './SyncResultPanel';
import { TemplateContentsPage } from './TemplateContentsPage';

const { server, snackbar } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

const form = template('CAPA Form', { releaseState: 'RELEASED' });
const production = sop('Production');
const record = content('CAPA Record');
const orphan = content('Orphan Log');

let searches: URLSearchParams[] = [];
beforeEach(() => {
  searches = [];
  server.use(
    http.get('*/qms-api/template-contents/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(params);
      const text = params.get('text')?.toLowerCase();
      const contents = [record, orphan].filter((c) => !text || c.name.toLowerCase().includes(text));
      return HttpResponse.json({
        templateContents: contents,
        templates: [form],
        sops: [production],
        templateContentInfos: {
          // its links: version ids of the answer's templates and sops
          [record.id]: info({
            createdByTemplateVersionIds: [form.versionId],
            createdBySopVersionIds: [production.versionId],
          }),
          [orphan.id]: info({
            validations: ['NOT_CREATED_BY_PROCESS', 'NOT_CREATED_BY_TEMPLATE'],
            linkState: 'MISSING_BOTH',
          }),
        },
      });
    }),
    serveJson('/qms-api/qms-requirements/by-template-content-id', [
      assessment('ISO-8.5.2', { id: 'r1', regulationId: 'iso-13485' }),
    ]),
    http.post('*/sr-api/requirements', () =>
      HttpResponse.json({
        regulations: [
          {
            id: 'iso-13485',
            regulationId: 'iso-13485',
            number: 'ISO 13485',
            title: 'ISO 13485:2016',
            licenseTypeView: 'VIEW_OPEN',
            licenseTypeExport: 'EXPORT_OPEN',
          },
        ],
        requirements: [
          requirement('ISO-8.5.2', {
            regulationId: 'iso-13485',
            paragraph: '8.5.2',
            text: '<p><strong>Corrective action</strong></p><p>Take action to eliminate the causes.</p>',
          }),
        ],
      }),
    ),
    serveJson('/sr-api/template-contents', [{ id: 'SR-TC-1', name: 'Complaint record', description: '' }]),
  );
});

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('TemplateContentsPage', () => {
  it('lists Name, Description, Example with warning icons naming the validations, and shows the detail of a row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Template Contents', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await within(table).findByText('Orphan Log');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Description', 'Example']);
    expect(
      within(table)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual([
      'NOT_CREATED_BY_PROCESS: no process lists this template content as an output.',
      'NOT_CREATED_BY_TEMPLATE: no template creates this template content.',
    ]);
    const panel = screen.getByRole('complementary', { name: 'Template Content Detail' });
    expect(within(panel).getByText('No Template Content selected')).toBeInTheDocument();
    await user.click(within(table).getByText('CAPA Record'));
    expect(await within(panel).findByRole('heading', { name: 'CAPA Record' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Production V1' })).toHaveAttribute(
      'href',
      `/processes/${production.versionId}`,
    );
    expect(within(panel).getByRole('link', { name: 'CAPA Form V1' })).toBeInTheDocument();
    expect(
      await within(panel).findByRole('link', { name: 'ISO 13485 8.5.2 Corrective action' }),
    ).toBeInTheDocument();
    // a viewer gets no admin actions
    expect(screen.queryByRole('button', { name: 'Synchronize' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Template Content' })).not.toBeInTheDocument();
  });

  it('filters by a warning in the browser; each option counts the contents with that warning', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await within(table).findByText('Orphan Log');
    const before = searches.length;
    await user.click(screen.getByRole('textbox', { name: /Warning/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'NOT_CREATED_BY_PROCESS (1)',
      'CREATED_BY_MULTIPLE_TEMPLATES (0)',
      'NOT_CREATED_BY_TEMPLATE (1)',
    ]);
    await user.click(screen.getByRole('option', { name: 'NOT_CREATED_BY_TEMPLATE (1)' }));
    await waitFor(() => expect(rows(table)).toEqual(['Orphan Log']));
    await user.click(screen.getByRole('textbox', { name: /Warning/ }));
    await user.click(screen.getByRole('option', { name: 'CREATED_BY_MULTIPLE_TEMPLATES (0)' }));
    expect(await within(table).findByText('No template contents found.')).toBeInTheDocument();
    // the warning is applied to the answer: no new search
    expect(searches.length).toBe(before);
  });

  it('applies the free text on Enter only, and sends each filter to the search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await within(table).findByText('Orphan Log');
    const search = screen.getByRole('textbox', { name: /Search/ });
    await user.type(search, 'capa');
    expect(searches.every((s) => !s.has('text'))).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows(table)).toEqual(['CAPA Record']));
    expect(searches.at(-1)?.get('text')).toBe('capa');
    await user.click(screen.getByRole('textbox', { name: 'Process' }));
    await user.click(await screen.findByRole('option', { name: 'Production' }));
    await waitFor(() => expect(searches.at(-1)?.get('sopArtifactId')).toBe(production.artifactId));
    await user.click(screen.getByRole('textbox', { name: 'Creating template' }));
    await user.click(await screen.findByRole('option', { name: 'CAPA Form V1' }));
    await waitFor(() => expect(searches.at(-1)?.get('createdByTemplateArtifactId')).toBe(form.artifactId));
    await user.click(screen.getByRole('checkbox', { name: /Unassigned/ }));
    await waitFor(() => expect(searches.at(-1)?.get('unassigned')).toBe('true'));
  });

  it("filters by the flag against the standard on the server, each option counting the tenant's flagged contents", async () => {
    const changed = content('Training Record', { srId: 'STC-001' });
    const flag = {
      state: 'CHANGED_IN_STANDARD' as const,
      standardName: 'Training record (revised)',
      standardDescription: '',
    };
    server.use(
      http.get('*/qms-api/template-contents/search', ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push(params);
        const all = [record, changed];
        const contents =
          params.get('standardFlag') === 'CHANGED_IN_STANDARD'
            ? [changed]
            : params.get('standardFlag')
              ? []
              : all;
        return HttpResponse.json({
          templateContents: contents,
          templates: [form],
          sops: [production],
          templateContentInfos: Object.fromEntries(
            contents.map((c) => [c.id, c === changed ? info({ standardFlag: flag }) : info()]),
          ),
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await within(table).findByText('Training Record');
    await user.click(screen.getByRole('textbox', { name: /Standard/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Changed in the standard (1)',
      'Removed from the standard (0)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Changed in the standard (1)' }));
    await waitFor(() => expect(rows(table)).toEqual(['Training Record']));
    expect(searches.at(-1)?.get('standardFlag')).toBe('CHANGED_IN_STANDARD');
    await user.click(screen.getByRole('textbox', { name: /Standard/ }));
    await user.click(screen.getByRole('option', { name: 'Removed from the standard (0)' }));
    expect(await within(table).findByText('No template contents found.')).toBeInTheDocument();
    expect(searches.at(-1)?.get('standardFlag')).toBe('REMOVED_FROM_STANDARD');
  });

  it('synchronises with a loading state and shows the result', async () => {
    const result: TemplateContentSyncResult = {
      created: 12,
      createdIds: [],
      changedInStandard: [
        {
          id: record.id,
          srId: 'SR-1',
          name: 'CAPA Record',
          standardName: 'CAPA record',
          standardDescription: '',
        },
      ],
      removedFromStandard: [],
    };
    // the answer held until the loading state has been seen (a fixed delay could pass first on a loaded machine)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/qms-api/template-contents/synchronize', async () => {
        await held;
        return HttpResponse.json(result);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'admin' });
    const button = await screen.findByRole('button', { name: 'Synchronize' });
    const before = searches.length;
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    release();
    expect(
      await screen.findByText('Synchronisation: 12 created, 1 changed in the standard, 0 removed'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update from the standard' })).toBeInTheDocument();
    // the search is reloaded after the run
    await waitFor(() => expect(searches.length).toBeGreaterThan(before));
  });

  describe('Update from the standard', () => {
    const changed: TemplateContentSyncResult = {
      created: 0,
      createdIds: [],
      changedInStandard: [
        {
          id: record.id,
          srId: 'SR-1',
          name: 'CAPA Record',
          standardName: 'CAPA record (rev. B)',
          standardDescription: 'Revised in the standard',
        },
      ],
      removedFromStandard: [],
    };

    /** Filters the table to 'Orphan Log' (the changed entry is hidden), then synchronises. */
    async function syncWithTheEntryFilteredOut(user: ReturnType<typeof userEvent.setup>) {
      renderWithProviders(<TemplateContentsPage />, { session: 'admin' });
      const table = await screen.findByRole('table', { name: 'Template Contents' });
      await user.type(screen.getByRole('textbox', { name: /Search/ }), 'orphan{Enter}');
      await waitFor(() => expect(rows(table)).toEqual(['Orphan Log']));
      await user.click(screen.getByRole('button', { name: 'Synchronize' }));
      return screen.findByRole('button', { name: 'Update from the standard' });
    }

    it('updates an entry the filter hides, with the dbVersion of the full list, and takes it off the list', async () => {
      let body: Record<string, unknown> | null = null;
      server.use(
        http.post('*/qms-api/template-contents/synchronize', () => HttpResponse.json(changed)),
        // the full list (not the filtered answer) is asked at the click: a newer dbVersion than the search had
        serveJson('/qms-api/template-contents', [{ ...record, dbVersion: 3 }, orphan]),
        http.put(`*/qms-api/template-contents/${record.id}`, async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ ...record, ...body, dbVersion: 4 });
        }),
      );
      const user = userEvent.setup();
      await user.click(await syncWithTheEntryFilteredOut(user));
      await waitFor(() =>
        expect(body).toEqual({
          name: 'CAPA record (rev. B)',
          description: 'Revised in the standard',
          exampleText: record.exampleText,
          srId: record.srId,
          dbVersion: 3,
        }),
      );
      await waitFor(() =>
        expect(snackbar.messages.map((m) => m.message)).toContain('"CAPA Record" updated from the standard.'),
      );
      expect(screen.queryByRole('button', { name: 'Update from the standard' })).not.toBeInTheDocument();
      expect(screen.queryByText('Changed in the standard')).not.toBeInTheDocument();
      // the title keeps the synchronisation's counts
      expect(
        screen.getByText('Synchronisation: 0 created, 1 changed in the standard, 0 removed'),
      ).toBeVisible();
      expect(snackbar.errors()).toEqual([]);
    });

    it('says so when the entry is gone, sends nothing and keeps it listed', async () => {
      let puts = 0;
      server.use(
        http.post('*/qms-api/template-contents/synchronize', () => HttpResponse.json(changed)),
        serveJson('/qms-api/template-contents', [orphan]),
        http.put('*/qms-api/template-contents/:id', () => {
          puts++;
          return HttpResponse.json(record);
        }),
      );
      const user = userEvent.setup();
      await user.click(await syncWithTheEntryFilteredOut(user));
      await waitFor(() => expect(snackbar.errors()).toEqual([syncEntryGoneMessage('CAPA Record')]));
      expect(puts).toBe(0);
      expect(screen.getByRole('button', { name: 'Update from the standard' })).toBeEnabled();
    });
  });

  it('reloads the search after a failed create and keeps the input', async () => {
    server.use(
      http.post('*/qms-api/template-contents', () =>
        HttpResponse.json({ errorMessage: 'db down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'New Template Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Template Content' });
    expect(within(dialog).getByRole('textbox', { name: 'Standard Template Content' })).toHaveValue(
      '# Not Linked',
    );
    await user.type(within(dialog).getByLabelText(/Name/), 'Audit Report');
    const before = searches.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([TEMPLATE_CONTENT_MESSAGES.save]));
    await waitFor(() => expect(searches.length).toBeGreaterThan(before));
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Audit Report');
  });
});
