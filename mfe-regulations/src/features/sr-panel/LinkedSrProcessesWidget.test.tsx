import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RequirementSearchFilter, SopBlock, SopDetailResponse, SopVersionUpdate } from '@qms/shared-api';
import { gapListFixture, requirement, templateContentFixture } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import LinkedSrProcessesWidget from './LinkedSrProcessesWidget';
import { LINKED_TO_BLOCK, NOT_YET_LINKED } from './model/process-sources';

const { server } = setupScreenTest();

const ART = '11111111-1111-4111-8111-111111111111';
const VER = '22222222-2222-4222-8222-222222222222';

function block(over: Partial<SopBlock>): SopBlock {
  return {
    artifactId: 'b1',
    versionId: 'bv1',
    version: 1,
    versionState: 'CREATED',
    sopArtifactId: ART,
    type: 'STEP',
    name: 'Check',
    description: '',
    diagramXml: '',
    testable: false,
    acceptanceCriterion: '',
    testMethodReference: '',
    statisticalRequirements: '',
    sampleSize: '',
    references: '',
    productIds: [],
    templateContentIds: [],
    roleId: null,
    dbVersion: 1,
    ...over,
  };
}

const detail = (srProcessIds: string[]): SopDetailResponse => ({
  sopArtifact: {
    artifactId: ART,
    parentArtifactId: null,
    requirementType: 'QMS',
    orderedArtifactIds: [],
    dbVersion: 1,
  },
  sop: {
    artifactId: ART,
    versionId: VER,
    version: 1,
    releaseState: 'DRAFT',
    changeDescription: '',
    sopAsPdf: false,
    name: 'Purchasing',
    description: '',
    templateArtifactIds: [],
    templateContentIds: ['tc-out'],
    srProcessIds,
    dbVersion: 7,
    sopBlocks: [
      block({ templateContentIds: ['tc-block'] }),
      block({ artifactId: 'b2', versionState: 'DELETED', templateContentIds: ['tc-gone'] }),
    ],
  },
});

function serve(srProcessIds: string[] = ['SRP-1']) {
  const searches: RequirementSearchFilter[] = [];
  const puts: SopVersionUpdate[] = [];
  let current = detail(srProcessIds);
  server.use(
    http.get(`*/qms-api/sops/sop-artifact-uuid/versions/${VER}`, () => HttpResponse.json(current)),
    http.put(`*/qms-api/sops/${ART}/versions/${VER}`, async ({ request }) => {
      const body = (await request.json()) as SopVersionUpdate;
      puts.push(body);
      current = { ...current, sop: { ...current.sop, srProcessIds: body.srProcessIds ?? [], dbVersion: 8 } };
      return HttpResponse.json(current);
    }),
    http.get('*/qms-api/sops', () =>
      HttpResponse.json({
        artifacts: [],
        sops: [],
        allLinkedSrProcessIds: ['SRP-1'],
        rootOrderedArtifactIds: [],
      }),
    ),
    http.get(`*/qms-api/sops/${ART}/versions/${VER}/terms`, () =>
      HttpResponse.json([
        {
          artifactId: 't',
          versionId: 'tv',
          version: 1,
          sopArtifactId: ART,
          sopVersionCreated: 1,
          sopVersionReplaced: null,
          term: ' Supplier ',
          abbreviation: '',
          definition: '',
          dbVersion: 1,
        },
      ]),
    ),
    http.get('*/sr-api/processes', () =>
      HttpResponse.json([
        { id: 'SRP-1', name: 'Purchasing process', description: '' },
        { id: 'SRP-2', name: 'Training process', description: '' },
      ]),
    ),
    http.get('*/sr-api/sop-contents', () =>
      HttpResponse.json([{ id: 'SPC-1', name: 'Supplier selection', description: '' }]),
    ),
    http.get('*/qms-api/template-contents', () =>
      HttpResponse.json([
        templateContentFixture('tc-out', 'Purchase order', 'STC-004'),
        templateContentFixture('tc-block', 'Supplier evaluation', 'STC-002'),
        templateContentFixture('tc-gone', 'Deleted step output', 'STC-009'),
      ]),
    ),
    http.post('*/sr-api/requirements', async ({ request }) => {
      const filter = (await request.json()) as RequirementSearchFilter;
      searches.push(filter);
      return HttpResponse.json({
        regulations: [gapListFixture().regulation],
        requirements: [requirement('r74', { paragraph: '7.4', text: '<p>Purchasing process</p>' })],
      });
    }),
  );
  return { searches, puts };
}

const props = (editable: boolean) => ({ sopArtifactId: ART, sopVersionId: VER, editable });

describe('LinkedSrProcessesWidget', () => {
  it('shows the linked SR processes as chips when read-only and searches by the process contents and terms', async () => {
    const { searches } = serve();
    renderWithProviders(<LinkedSrProcessesWidget {...props(false)} />, { session: 'viewer' });
    const chips = await screen.findByRole('list', { name: 'Linked S&R Processes' });
    expect(within(chips).getByText('Purchasing process')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Linked S&R Processes' })).not.toBeInTheDocument();
    // the requirement search: all three tags on, the process's contents (outputs and live blocks) and terms
    for (const tag of ['Glossary', 'Process Contents', 'Template Contents'])
      expect(screen.getByRole('checkbox', { name: tag })).toBeChecked();
    expect(await screen.findByRole('link', { name: '7.4 Purchasing process' })).toHaveAttribute(
      'href',
      '/sr-list/reg-1#r74',
    );
    expect(searches.at(-1)).toEqual({
      requirementIdsPerRegulation: {},
      templateContentIds: ['STC-002', 'STC-004'],
      sopContentIds: [],
      termIds: ['supplier'],
    });
    // the check mark: only the content linked to a block of this process
    const contents = screen.getByRole('group', { name: 'Template Contents of this process' });
    expect(within(contents).getAllByRole('img', { name: LINKED_TO_BLOCK })).toHaveLength(1);
    expect(within(contents).queryByText('Deleted step output')).not.toBeInTheDocument();
  });

  it('narrows the search to a selected template content, and to nothing when every tag is off', async () => {
    const { searches } = serve();
    const user = userEvent.setup();
    renderWithProviders(<LinkedSrProcessesWidget {...props(false)} />, { session: 'viewer' });
    await user.click(await screen.findByRole('checkbox', { name: 'Purchase order' }));
    await waitFor(() =>
      expect(searches.at(-1)).toMatchObject({ templateContentIds: ['STC-004'], termIds: ['supplier'] }),
    );
    for (const tag of ['Glossary', 'Template Contents'])
      await user.click(screen.getByRole('checkbox', { name: tag }));
    expect(await screen.findByText('No linked requirements found')).toBeInTheDocument();
  });

  it('lets an editable process change its SR processes; unused ones carry the suffix', async () => {
    const { puts } = serve();
    const user = userEvent.setup();
    renderWithProviders(<LinkedSrProcessesWidget {...props(true)} />, { session: 'admin' });
    await user.click(await screen.findByRole('textbox', { name: 'Linked S&R Processes' }));
    const option = await screen.findByRole('option', { name: `Training process${NOT_YET_LINKED}` });
    expect(screen.queryByRole('option', { name: `Purchasing process${NOT_YET_LINKED}` })).toBeNull();
    await user.click(option);
    await waitFor(() => expect(puts).toEqual([{ srProcessIds: ['SRP-1', 'SRP-2'], dbVersion: 7 }]));
  });
});
