import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TermSearchEntry } from '@qms/shared-api';
import { failWith } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { GlossaryPage, TERMS_FETCH_MESSAGE } from './GlossaryPage';

const { server, snackbar } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

let n = 0;
const entry = (term: string, sop: string, extra: Partial<TermSearchEntry> = {}): TermSearchEntry => ({
  artifactId: `t${++n}`,
  versionId: `tv${n}`,
  version: 1,
  sopArtifactId: `sop-${sop}`,
  sopVersionCreated: 1,
  sopVersionReplaced: null,
  term,
  abbreviation: '',
  definition: `${term} as ${sop} defines it`,
  dbVersion: 0,
  sopVersionId: `sopv-${sop}`,
  sopName: sop,
  sopVersion: 2,
  sopReleaseState: 'RELEASED',
  ...extra,
});

const serve = (entries: TermSearchEntry[]) =>
  server.use(http.get('*/qms-api/terms/search', () => HttpResponse.json(entries)));

const termColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('GlossaryPage', () => {
  it('lists every term sorted by term with its latest process, warning about duplicates in other processes', async () => {
    serve([
      entry('Deviation', 'Production', { abbreviation: 'DEV' }),
      entry('CAPA', 'Quality', { abbreviation: 'CAPA' }),
      entry('capa', 'Production'),
      entry('Batch', 'Production'),
    ]);
    renderWithProviders(<GlossaryPage />, { route: '/glossary', session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Glossary', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Glossary' });
    await within(table).findByText('Deviation');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Term', 'Abbreviation', 'Definition', 'Latest Process']);
    expect(termColumn(table)[0]).toContain('Batch');
    expect(termColumn(table)[3]).toBe('Deviation');
    const notes = within(table).getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      'This term is also defined in: Production',
      'This term is also defined in: Quality',
    ]);
    const links = within(table).getAllByRole('link', { name: 'Production' });
    expect(links[0]).toHaveAttribute('href', '/processes/sopv-Production');
  });

  it('searches term, abbreviation and definition ignoring case', async () => {
    serve([entry('Deviation', 'Production', { abbreviation: 'DEV' }), entry('Batch', 'Production')]);
    renderWithProviders(<GlossaryPage />, { route: '/glossary', session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Glossary' });
    await within(table).findByText('Batch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'dev');
    await waitFor(() => expect(within(table).queryByText('Batch')).not.toBeInTheDocument());
    expect(within(table).getByText('Deviation')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'nothing like it');
    expect(await within(table).findByText('No term matches the search.')).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/terms/search', 500, 'db down'));
    renderWithProviders(<GlossaryPage />, { route: '/glossary', session: 'viewer' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toEqual([TERMS_FETCH_MESSAGE]));
    expect(snackbar.messages[0]?.detail).toBe('db down');
  });
});
