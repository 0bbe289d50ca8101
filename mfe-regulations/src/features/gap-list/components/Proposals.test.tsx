import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import {
  RELATION_MESSAGES,
  type GapList,
  type QmsRequirementUpdate,
  type SopListResponse,
} from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { gapListFixture, relationFixture, templateContentFixture } from '@qms/shared-api/testing';
import { showProposedContents } from '../model/proposals';
import { GapListPage } from './GapListPage';

jest.mock('./StatisticsPies', () => ({ __esModule: true, default: () => <div>pies</div> }));

const { server, snackbar } = setupScreenTest();

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => jest.restoreAllMocks());

const version = (artifactId: string, name: string, srProcessIds: string[], over = {}) => ({
  artifactId,
  versionId: `${artifactId}-v1`,
  version: 1,
  releaseState: 'RELEASED' as const,
  changeDescription: '',
  sopAsPdf: false,
  name,
  description: '',
  templateArtifactIds: [],
  templateContentIds: [],
  srProcessIds,
  dbVersion: 1,
  ...over,
});
const sops: SopListResponse = {
  artifacts: ['p-acc', 'p-doc', 'p-prod'].map((artifactId) => ({
    artifactId,
    parentArtifactId: null,
    requirementType: artifactId === 'p-prod' ? ('PRODUCT' as const) : ('QMS' as const),
    orderedArtifactIds: [],
    dbVersion: 1,
  })),
  sops: [
    version('p-acc', 'Account management', ['SPR-014']),
    // a newer draft of the same process no longer links SPR-001: the released version counts
    version('p-doc', 'Document control', ['SPR-001']),
    version('p-doc', 'Document control (draft)', [], {
      version: 2,
      releaseState: 'DRAFT',
      versionId: 'p-doc-v2',
    }),
    // product processes are no QMS targets
    version('p-prod', 'Product spec', ['SPR-014']),
  ],
  allLinkedSrProcessIds: ['SPR-014', 'SPR-001'],
  rootOrderedArtifactIds: ['p-acc', 'p-doc', 'p-prod'],
};
const contents = [
  templateContentFixture('tc-1', 'Account request', 'STC-021'),
  templateContentFixture('tc-2', 'Account register', 'STC-022'),
  templateContentFixture('tc-3', 'Access review record', 'STC-023'),
  templateContentFixture('tc-4', 'Account removal record', 'STC-024'),
  templateContentFixture('tc-5', 'Training record', 'STC-001'),
];

function serve(data: GapList, puts: QmsRequirementUpdate[]) {
  let current = data;
  server.use(
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(current)),
    http.put('*/qms-api/qms-requirements', async ({ request }) => {
      const body = (await request.json()) as QmsRequirementUpdate;
      puts.push(body);
      const stored = current.qmsRequirements.find((q) => q.requirementId === body.requirementId)!;
      const saved = { ...stored, ...body, dbVersion: stored.dbVersion + 1 };
      current = {
        ...current,
        qmsRequirements: current.qmsRequirements.map((q) => (q === stored ? saved : q)),
      };
      return HttpResponse.json(saved);
    }),
    // the gap list's choosers and proposals ask for the current versions only, not the history (ADR 0200)
    http.get('*/qms-api/sops', ({ request }) =>
      new URL(request.url).searchParams.get('scope') === 'current'
        ? HttpResponse.json(sops)
        : HttpResponse.json({ errorMessage: 'asked for every version' }, { status: 400 }),
    ),
    http.get('*/qms-api/template-contents', () => HttpResponse.json(contents)),
    http.get('*/sr-api/relations', ({ request }) =>
      new URL(request.url).searchParams.get('regulationId') === 'reg-1'
        ? HttpResponse.json([
            { id: 'rel-new', regulationId: 'reg-1', status: 'RELEASED', ruleVersion: '2' },
            { id: 'rel-old', regulationId: 'reg-1', status: 'DRAFT', ruleVersion: '1' },
          ])
        : HttpResponse.json({ errorMessage: 'no' }, { status: 404 }),
    ),
    http.get('*/sr-api/relations/rel-new', () =>
      HttpResponse.json({
        release: { id: 'rel-new', regulationId: 'reg-1', status: 'RELEASED', ruleVersion: '2' },
        relations: {
          r41: relationFixture('r41', {
            linkedProcessIds: ['SPR-014'],
            templateContentLinkedProcessIds: ['SPR-001', 'SPR-404'],
            templateContentIds: ['STC-021', 'STC-022', 'STC-023', 'STC-024', 'STC-404'],
          }),
          r42: relationFixture('r42', { templateContentIds: ['STC-001'] }),
        },
      }),
    ),
  );
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/sr-list/:id" element={<GapListPage />} />
    </Routes>,
    { session: 'admin', route: '/sr-list/reg-1' },
  );

describe('gap list proposals', () => {
  it('offers the relation of each requirement in edit mode; 4 template contents wait behind the chip', async () => {
    serve(gapListFixture(), []);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('switch', { name: 'Edit' });
    expect(screen.queryByRole('group', { name: 'Proposals for 4.1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Edit' }));

    const r41 = await screen.findByRole('group', { name: 'Proposals for 4.1' });
    // the released Document control links SPR-001 (its newer draft does not); the product process is no target
    expect(
      within(within(r41).getByRole('group', { name: 'Proposed processes' }))
        .getAllByRole('checkbox')
        .map((c) => c.closest('div')!.textContent),
    ).toEqual(['Account management', 'Document control']);
    // SR template contents the tenant has no content for (STC-404) propose nothing: 4, not 5
    await user.click(await within(r41).findByRole('button', { name: showProposedContents(4) }));
    const shown = within(r41).getByRole('group', { name: 'Proposed template contents' });
    expect(within(shown).getAllByRole('checkbox')).toHaveLength(4);

    // 1 template content: shown at once
    const r42 = screen.getByRole('group', { name: 'Proposals for 4.2' });
    expect(within(r42).getByRole('checkbox', { name: 'Training record' })).not.toBeChecked();
    expect(within(r42).queryByRole('button', { name: /proposed Template Contents/ })).not.toBeInTheDocument();
  });

  it('one click assigns a proposal with the dbVersion read, a second click removes it', async () => {
    const puts: QmsRequirementUpdate[] = [];
    serve(gapListFixture(), puts);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Edit' }));
    const r41 = await screen.findByRole('group', { name: 'Proposals for 4.1' });
    await user.click(within(r41).getByRole('checkbox', { name: 'Account management' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ requirementId: 'r41', targetSopArtifactIds: ['p-acc'], dbVersion: 3 });
    await waitFor(() =>
      expect(within(r41).getByRole('checkbox', { name: 'Account management' })).toBeChecked(),
    );
    await user.click(within(r41).getByRole('checkbox', { name: 'Account management' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ targetSopArtifactIds: [], dbVersion: 4 });

    const r42 = screen.getByRole('group', { name: 'Proposals for 4.2' });
    await user.click(within(r42).getByRole('checkbox', { name: 'Training record' }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]).toMatchObject({ requirementId: 'r42', templateContentIds: ['tc-5'] });
  });

  it("reports failed relation loads with the spec's messages", async () => {
    serve(gapListFixture(), []);
    server.use(
      http.get('*/sr-api/relations/rel-new', () => HttpResponse.json({ errorMessage: 'x' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Edit' }));
    await waitFor(() => expect(snackbar.errors()).toContain(RELATION_MESSAGES.release('rel-new', 'reg-1')));
  });

  it("reports a failed release list with the spec's message", async () => {
    serve(gapListFixture(), []);
    server.use(
      http.get('*/sr-api/relations', () => HttpResponse.json({ errorMessage: 'x' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Edit' }));
    await waitFor(() => expect(snackbar.errors()).toContain(RELATION_MESSAGES.releases('reg-1')));
    expect(screen.queryByRole('group', { name: 'Proposals for 4.1' })).not.toBeInTheDocument();
  });
});
