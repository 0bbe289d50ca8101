import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  renderWithProviders,
  seedProcess,
  serveJson,
  setupScreenTest,
  type SeedProcessOptions,
} from '@qms/shared-ui/test-utils';
import { content, info, template } from '../test/templates-backend';
import ProcessTemplateContentsWidget from './ProcessTemplateContentsWidget';
import ProcessTemplatesWidget from './ProcessTemplatesWidget';

const { server } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

const form = template('CAPA Form', {
  releaseState: 'RELEASED',
  description: 'Corrective actions',
  location: 'QM/Forms',
});
const record = content('CAPA Record');
const ids = {
  sopArtifactId: '00000000-0000-4000-8000-00000000a001',
  sopVersionId: '00000000-0000-4000-8000-00000000b001',
};

// the process the widgets sit on, with fixed ids: the handlers below name them
const seedProduction = (patch: Pick<SeedProcessOptions, 'templateArtifactIds' | 'templateContentIds'> = {}) =>
  seedProcess('Production', {
    artifactId: ids.sopArtifactId,
    versionId: ids.sopVersionId,
    description: '',
    dbVersion: 3,
    ...patch,
  });

const block = {
  artifactId: 'blk-a',
  versionId: 'blk-v',
  version: 1,
  versionState: 'UNCHANGED' as const,
  sopArtifactId: ids.sopArtifactId,
  type: 'STEP',
  name: 'Handle complaint',
  templateContentIds: [record.id],
  roleId: null,
};

const checked = content('Checked Record');
/** the unfiltered search the contents widget and its chips read: record warns, checked does not */
const contentSearch = () =>
  serveJson('/qms-api/template-contents/search', {
    templateContents: [record, checked],
    templates: [form],
    sops: [],
    templateContentInfos: {
      [record.id]: info({ validations: ['NOT_CREATED_BY_PROCESS'], linkState: 'MISSING_PROCESS_OUTPUT' }),
      [checked.id]: info(),
    },
  });

beforeEach(() =>
  server.use(
    // a widget on every process detail: the current template versions, not the history (ADR 0200)
    http.get('*/qms-api/templates', ({ request }) =>
      new URL(request.url).searchParams.get('scope') === 'current'
        ? HttpResponse.json([form])
        : HttpResponse.json({ errorMessage: 'asked for every version' }, { status: 400 }),
    ),
    serveJson('/qms-api/template-contents', [record, checked]),
    contentSearch(),
  ),
);

describe('ProcessTemplatesWidget', () => {
  it("shows 'No direct linked Templates.' and 'No Templates found.' for a read-only process without templates", async () => {
    seedProduction();
    server.use(
      serveJson('/qms-api/templates/search/by-sop-version', {
        blocks: [],
        templates: [],
        templateToBlocksVersionIds: {},
      }),
    );
    renderWithProviders(<ProcessTemplatesWidget {...ids} editable={false} />, { session: 'viewer' });
    expect(await screen.findByText('No direct linked Templates.')).toBeInTheDocument();
    expect(await screen.findByText('No Templates found.')).toBeInTheDocument();
  });

  it('lists the used templates as cards, filtered by process block', async () => {
    seedProduction({ templateArtifactIds: [form.artifactId] });
    const other = template('Other Form', { releaseState: 'DRAFT' });
    server.use(
      serveJson('/qms-api/templates/search/by-sop-version', {
        blocks: [block],
        templates: [{ ...form, createdTemplateContentIds: [record.id] }, other],
        templateToBlocksVersionIds: { [form.versionId]: ['blk-v'] },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProcessTemplatesWidget {...ids} editable={false} />, { session: 'viewer' });
    const card = await screen.findByRole('article', { name: 'Template CAPA Form' });
    expect(within(card).getByText('V1 Released')).toBeInTheDocument();
    expect(within(card).getByText('Corrective actions')).toBeInTheDocument();
    expect(within(card).getByText(/Handle complaint/)).toBeInTheDocument();
    expect(within(card).getByText(/CAPA Record/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy location of CAPA Form' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'show detail of CAPA Form' })).toBeInTheDocument();
    // the direct link as a chip (read-only)
    expect(screen.getAllByText('CAPA Form').length).toBeGreaterThan(1);
    expect(screen.getByRole('article', { name: 'Template Other Form' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Filter by Process Block' }));
    await user.click(await screen.findByRole('option', { name: 'Handle complaint' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Template Other Form' })).not.toBeInTheDocument(),
    );
  });

  it('writes the direct links through the processes API while editable', async () => {
    seedProduction();
    server.use(
      serveJson('/qms-api/templates/search/by-sop-version', {
        blocks: [],
        templates: [],
        templateToBlocksVersionIds: {},
      }),
    );
    let body: Record<string, unknown> = {};
    server.use(
      http.put(`*/qms-api/sops/${ids.sopArtifactId}/versions/${ids.sopVersionId}`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ errorMessage: 'stop here' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProcessTemplatesWidget {...ids} editable />, { session: 'admin' });
    await user.click(await screen.findByRole('textbox', { name: 'Direct Linked Templates' }));
    await user.click(await screen.findByRole('option', { name: 'CAPA Form' }));
    await waitFor(() => expect(body).toEqual({ templateArtifactIds: [form.artifactId], dbVersion: 3 }));
  });
});

describe('ProcessTemplateContentsWidget', () => {
  it("shows the outputs as chips when read-only, each with the server's warning icons", async () => {
    seedProduction({ templateContentIds: [record.id, checked.id] });
    renderWithProviders(<ProcessTemplateContentsWidget {...ids} editable={false} />, { session: 'viewer' });
    const chips = await screen.findByRole('group', { name: 'Template Contents' });
    expect(await within(chips).findByText('CAPA Record')).toBeInTheDocument();
    expect(within(chips).getByText('Checked Record')).toBeInTheDocument();
    // the Template Contents table's icon and tooltip text, only where the server found a warning
    expect(
      within(chips)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['NOT_CREATED_BY_PROCESS: no process lists this template content as an output.']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('beneath the multi-select of an editable process, shows the chosen contents that carry a warning', async () => {
    seedProduction({ templateContentIds: [record.id, checked.id] });
    renderWithProviders(<ProcessTemplateContentsWidget {...ids} editable />, { session: 'admin' });
    const warned = await screen.findByRole('group', { name: 'Template Contents with warnings' });
    expect(await within(warned).findByText('CAPA Record')).toBeInTheDocument();
    expect(within(warned).queryByText('Checked Record')).not.toBeInTheDocument();
    expect(within(warned).getByRole('img', { name: /^NOT_CREATED_BY_PROCESS: / })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Template Contents' })).toBeInTheDocument();
  });
});
