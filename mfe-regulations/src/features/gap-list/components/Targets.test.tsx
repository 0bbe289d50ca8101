import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { GapList, QmsRequirementUpdate, SopListResponse, Template } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { assessment, gapListFixture, templateContentFixture } from '@qms/shared-api/testing';
import { GapListPage } from './GapListPage';

jest.mock('./StatisticsPies', () => ({ __esModule: true, default: () => <div>pies</div> }));

const { server } = setupScreenTest();

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => jest.restoreAllMocks());

const sops: SopListResponse = {
  artifacts: [
    {
      artifactId: 'p-doc',
      parentArtifactId: null,
      requirementType: 'QMS',
      orderedArtifactIds: [],
      dbVersion: 1,
    },
  ],
  sops: [
    {
      artifactId: 'p-doc',
      versionId: 'p-doc-v1',
      version: 1,
      releaseState: 'RELEASED',
      changeDescription: '',
      sopAsPdf: false,
      name: 'Document control',
      description: '',
      templateArtifactIds: [],
      templateContentIds: [],
      srProcessIds: [],
      dbVersion: 1,
    },
  ],
  allLinkedSrProcessIds: [],
  rootOrderedArtifactIds: ['p-doc'],
};
const templates: Template[] = [
  {
    artifactId: 't-form',
    versionId: 't-form-v2',
    version: 2,
    releaseState: 'RELEASED',
    name: 'Change request form',
    description: '',
    documentKey: 'F-1',
    location: '',
    reviewerRoleId: null,
    releaserRoleId: null,
    createdTemplateContentIds: [],
    reportedTemplateContentIds: [],
    changeDescription: '',
    dbVersion: 1,
  },
];
const contents = [
  templateContentFixture('tc-1', 'Audit plan', null),
  templateContentFixture('tc-2', 'Training record', null),
];

function serve(data: GapList, puts: QmsRequirementUpdate[] = []) {
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
    http.get('*/qms-api/templates', ({ request }) =>
      new URL(request.url).searchParams.get('scope') === 'current'
        ? HttpResponse.json(templates)
        : HttpResponse.json({ errorMessage: 'asked for every version' }, { status: 400 }),
    ),
    http.get('*/qms-api/template-contents', () => HttpResponse.json(contents)),
  );
}

const renderPage = (session: 'admin' | 'viewer') =>
  renderWithProviders(
    <Routes>
      <Route path="/sr-list/:id" element={<GapListPage />} />
    </Routes>,
    { session, route: '/sr-list/reg-1' },
  );

const assessed = () =>
  gapListFixture({
    qmsRequirements: [
      assessment('r41', {
        applicability: 'APPLICABLE',
        applicabilityWarnings: [],
        targetSopArtifactIds: ['p-doc'],
        sopEvidenceStates: { 'p-doc': 'NOT_IMPLEMENTED' },
        targetTemplateArtifactIds: ['t-form'],
        templateEvidenceStates: { 't-form': 'NOT_IMPLEMENTED' },
        templateContentIds: ['tc-1'],
        referencedSopBlockArtifactIds: ['b-7'],
        dbVersion: 3,
      }),
      assessment('r42'),
    ],
    linkedBlocks: [{ blockArtifactId: 'b-7', sopArtifactId: 'p-doc', name: 'Approve the change' }],
  });

describe('gap list targets', () => {
  it('shows target processes, templates, template contents and linked blocks as links (view mode)', async () => {
    serve(assessed());
    renderPage('viewer');
    const list = await screen.findByRole('region', { name: 'Requirements' });
    expect(await within(list).findByRole('link', { name: 'Document control' })).toHaveAttribute(
      'href',
      '/processes/p-doc-v1',
    );
    expect(await within(list).findByRole('link', { name: 'Change request form' })).toHaveAttribute(
      'href',
      '/templates/t-form-v2',
    );
    expect(within(list).getByRole('link', { name: 'Approve the change' })).toHaveAttribute(
      'href',
      '/processes/p-doc/current#b-7',
    );
    expect(await within(list).findByText('Audit plan')).toBeInTheDocument();
    expect(within(list).getByText('Template contents:')).toBeInTheDocument();
    // the other requirement has none
    expect(within(list).getByText('No targets assigned.')).toBeInTheDocument();
  });

  it('assigns a template content in edit mode with the dbVersion it read, beside the linked blocks', async () => {
    const puts: QmsRequirementUpdate[] = [];
    serve(assessed(), puts);
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('switch', { name: 'Edit' }));
    const list = screen.getByRole('region', { name: 'Requirements' });
    expect(within(list).getByRole('link', { name: 'Approve the change' })).toBeInTheDocument();
    const select = within(list).getAllByRole('textbox', { name: 'Target template contents' })[0]!;
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Training record' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      requirementId: 'r41',
      templateContentIds: ['tc-1', 'tc-2'],
      targetSopArtifactIds: ['p-doc'],
      dbVersion: 3,
    });
  });

  it('assigns a product requirement (a section of a PRODUCT process) as a target in edit mode (issue 28.1)', async () => {
    const puts: QmsRequirementUpdate[] = [];
    serve(assessed(), puts);
    server.use(
      http.get('*/qms-api/product-requirements', () =>
        HttpResponse.json([
          {
            sopArtifactId: 'p-pump',
            sopName: 'Infusion pump',
            sopBlockArtifactId: 'pr-1',
            sopBlockVersionId: 'pr-1-v1',
            sopBlockName: 'Flow accuracy',
            sopBlockDescription: '',
            sopBlockProductIds: [],
            sopBlockTestable: true,
            sopBlockAcceptanceCriterion: '±5 %',
            sopBlockTestMethodReference: '',
            sopBlockStatisticalRequirements: '',
            sopBlockSampleSize: '',
            sopBlockReferences: '',
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('switch', { name: 'Edit' }));
    const list = screen.getByRole('region', { name: 'Requirements' });
    const select = within(list).getAllByRole('textbox', { name: 'Target product requirements' })[0]!;
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Infusion pump: Flow accuracy' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      requirementId: 'r41',
      targetSopBlockArtifactIds: ['pr-1'],
      dbVersion: 3,
    });
  });

  it("filters the list by target process in the sidebar ('All Processes', 'Unassigned', a process)", async () => {
    serve(assessed());
    const user = userEvent.setup();
    renderPage('viewer');
    const list = await screen.findByRole('region', { name: 'Requirements' });
    const process = screen.getByRole('textbox', { name: 'Process' });
    expect(process).toHaveValue('All Processes');
    await user.click(process);
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(within(list).queryByText('4.1')).not.toBeInTheDocument());
    expect(within(list).getByText('4.2')).toBeInTheDocument();
    await user.click(process);
    await user.click(await screen.findByRole('option', { name: 'Document control' }));
    await waitFor(() => expect(within(list).queryByText('4.2')).not.toBeInTheDocument());
    expect(within(list).getByText('4.1')).toBeInTheDocument();
  });
});
