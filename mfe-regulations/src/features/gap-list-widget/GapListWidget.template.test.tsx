import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { assessment, gapListFixture } from '@qms/shared-api/testing';
import GapListWidget from './GapListWidget';
import { GAP_WIDGET_TEXTS } from './types';

const { server } = setupScreenTest();
jest.setTimeout(60_000);

const TEMPLATE = 'tpl-1';
const calls: string[] = [];

/** The gap list names the template (a target of r41, the implementation of r42) and a process (r43, not shown). */
function serve() {
  calls.length = 0;
  const g = gapListFixture({
    qmsRequirements: [
      assessment('r41', {
        applicability: 'APPLICABLE',
        applicabilityWarnings: [],
        targetTemplateArtifactIds: [TEMPLATE],
        templateEvidenceStates: { [TEMPLATE]: 'NOT_IMPLEMENTED' },
      }),
      assessment('r42', {
        applicability: 'APPLICABLE',
        applicabilityWarnings: [],
        targetTemplateArtifactIds: [TEMPLATE],
        actualTemplateArtifactIds: [TEMPLATE],
        templateEvidenceStates: { [TEMPLATE]: 'IMPLEMENTED' },
      }),
      assessment('r43', {
        applicability: 'APPLICABLE',
        applicabilityWarnings: [],
        targetSopArtifactIds: ['sop-1'],
        sopEvidenceStates: { 'sop-1': 'NOT_IMPLEMENTED' },
      }),
    ],
  });
  server.use(
    http.get('*/qms-api/qms-requirements/regulation-ids-by-template-artifact-id', ({ request }) => {
      calls.push(`GET regulation-ids ${new URL(request.url).search}`);
      return HttpResponse.json(['reg-1']);
    }),
    http.get('*/qms-api/qms-requirements/regulation-ids-by-sop-artifact-id', () => {
      calls.push('GET regulation-ids-by-sop');
      return HttpResponse.json([]);
    }),
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(g)),
    http.all('*/qms-api/qms-requirements/:id/:list/:artifact', ({ request, params }) => {
      calls.push(`${request.method} ${params.id}/${params.list}/${params.artifact}`);
      return HttpResponse.json(g.qmsRequirements.find((q) => q.requirementId === params.id));
    }),
  );
}

const templateProps = {
  mode: 'template' as const,
  templateArtifactId: TEMPLATE,
  templateVersionId: 'tpl-v2',
  editable: true,
};

/** Template Detail mounts the widget in template mode (spec 3 §4 gap-list setup TEMPLATE). */
describe('GapListWidget in template mode', () => {
  it('lists the requirements naming the template with its evidence state; an admin marks it implemented', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<GapListWidget {...templateProps} />, { session: 'admin' });
    expect(await screen.findByText(GAP_WIDGET_TEXTS.intro)).toBeInTheDocument();
    expect(calls[0]).toContain(`templateArtifactId=${TEMPLATE}`);
    expect(calls).not.toContain('GET regulation-ids-by-sop');
    expect(screen.getByRole('link', { name: '4.1' })).toBeInTheDocument();
    // r43 names only a process
    expect(screen.getAllByRole('checkbox', { name: 'Implemented' })).toHaveLength(2);
    const [r41, r42] = screen.getAllByRole('checkbox', { name: 'Implemented' });
    expect(r41).not.toBeChecked();
    expect(r42).toBeChecked();
    // no process content here: no block linking, no highlight menu, no 'Remove Block Selection'
    expect(screen.queryByRole('checkbox', { name: /to the selected block/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Highlight blocks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GAP_WIDGET_TEXTS.removeSelection })).not.toBeInTheDocument();
    await user.click(r41!);
    await waitFor(() => expect(calls).toContain(`PUT r41/actual-template-artifact-ids/${TEMPLATE}`));
  });

  it('mode template without a template id shows the empty text and asks nothing', async () => {
    serve();
    renderWithProviders(<GapListWidget mode="template" sopArtifactId="sop-1" />, { session: 'viewer' });
    expect(await screen.findByText(GAP_WIDGET_TEXTS.empty)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
