import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GAP_MESSAGES } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { assessment, gapListFixture } from '@qms/shared-api/testing';
import GapListWidget from './GapListWidget';
import { NOT_REQUIRED_WARNING as NOT_REQUIRED_WARNING_TEXT_FOR_TESTS } from './RequirementItem';
import { GAP_WIDGET_TEXTS, type GapListWidgetProps } from './types';

// the impact menu on every row is Impact analysis' remote (GapListWidget.rows.test.tsx): no Federation runtime here
jest.mock('@qms/shared-ui', () => ({
  ...jest.requireActual('@qms/shared-ui'),
  RemoteWidget: () => null,
}));

const { server, snackbar } = setupScreenTest();

const SOP = 'sop-1';
const calls: string[] = [];

function serve(regulationIds: string[] = ['reg-1']) {
  calls.length = 0;
  const g = gapListFixture({
    qmsRequirements: [
      assessment('r41', {
        applicability: 'APPLICABLE',
        applicabilityWarnings: [],
        targetSopArtifactIds: [SOP],
        sopEvidenceStates: { [SOP]: 'NOT_IMPLEMENTED' },
        referencedSopBlockArtifactIds: ['block-9'],
      }),
      assessment('r42', {
        applicability: 'NOT_APPLICABLE',
        applicabilityWarnings: ['NOT_APPLICABLE_WITH_EVIDENCE'],
        actualSopArtifactIds: [SOP],
        sopEvidenceStates: { [SOP]: 'IMPLEMENTED_BUT_NOT_REQUIRED' },
      }),
    ],
  });
  server.use(
    http.get('*/qms-api/qms-requirements/regulation-ids-by-sop-artifact-id', () =>
      HttpResponse.json(regulationIds),
    ),
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(g)),
    http.all('*/qms-api/qms-requirements/:id/:list/:artifact', ({ request, params }) => {
      calls.push(`${request.method} ${params.id}/${params.list}/${params.artifact}`);
      return HttpResponse.json(g.qmsRequirements.find((q) => q.requirementId === params.id));
    }),
  );
  return g;
}

/** A promise the test settles when it wants (a slow server: the e2e gap list of Rev. 5 reloads for seconds). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const props = (over: Partial<GapListWidgetProps> = {}): GapListWidgetProps => ({
  sopArtifactId: SOP,
  sopVersionId: 'v1',
  editable: false,
  selectedRequirement: null,
  selectedBlockArtifactId: null,
  ...over,
});

describe('GapListWidget', () => {
  it('lists the requirements naming this process per regulation; a viewer cannot mark or link', async () => {
    serve();
    renderWithProviders(<GapListWidget {...props({ selectedBlockArtifactId: 'block-1' })} />, {
      session: 'viewer',
    });
    expect(screen.getByRole('heading', { name: GAP_WIDGET_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByText(GAP_WIDGET_TEXTS.intro)).toBeInTheDocument();
    expect(screen.getByText('ISO 13485')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4.1' })).toHaveAttribute('href', '/sr-list/reg-1#r41');
    for (const box of screen.getAllByRole('checkbox', { name: 'Implemented' })) expect(box).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /to the selected block/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Not applicable, but evidence is assigned.')).toBeInTheDocument();
  });

  it('lets an admin link a requirement to the selected block and mark it implemented', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<GapListWidget {...props({ selectedBlockArtifactId: 'block-1' })} />, {
      session: 'admin',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Link 4.1 to the selected block' }));
    await waitFor(() => expect(calls).toContain('PUT r41/referenced-block-artifact-ids/block-1'));
    const [implemented41] = screen.getAllByRole('checkbox', { name: 'Implemented' });
    await user.click(implemented41!);
    await waitFor(() => expect(calls).toContain('PUT r41/actual-sop-artifact-ids/sop-1'));
  });

  it('shows a mark and a link right after the click, before the server answered; a failed write undoes it', async () => {
    const g = serve();
    const write = gate();
    const refuse = gate();
    const implementedAnswer = {
      ...g.qmsRequirements[0]!,
      actualSopArtifactIds: [SOP],
      sopEvidenceStates: { [SOP]: 'IMPLEMENTED' as const },
      dbVersion: 2,
    };
    server.use(
      http.put('*/qms-api/qms-requirements/r41/actual-sop-artifact-ids/sop-1', async () => {
        await write.opened;
        // the reloaded gap list holds the mark too
        g.qmsRequirements[0] = implementedAnswer;
        return HttpResponse.json(implementedAnswer);
      }),
      http.put('*/qms-api/qms-requirements/r41/referenced-block-artifact-ids/block-1', async () => {
        await refuse.opened;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<GapListWidget {...props({ selectedBlockArtifactId: 'block-1' })} />, {
      session: 'admin',
    });
    const [implemented41] = await screen.findAllByRole('checkbox', { name: 'Implemented' });
    expect(implemented41).not.toBeChecked();
    await user.click(implemented41!);
    // no waiting: a user (and Playwright's check()) sees the new state right after the click
    expect(implemented41).toBeChecked();
    write.open();
    await waitFor(() => expect(implemented41).toBeEnabled());
    expect(implemented41).toBeChecked();

    const link = screen.getByRole('checkbox', { name: 'Link 4.1 to the selected block' });
    await user.click(link);
    expect(link).toBeChecked();
    refuse.open();
    await waitFor(() => expect(snackbar.errors()).toContain(GAP_MESSAGES.marked('r41')));
    await waitFor(() => expect(link).not.toBeChecked());
  });

  it('asks before unmarking an implementation that is no longer required', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<GapListWidget {...props()} />, { session: 'admin' });
    expect(await screen.findByText(NOT_REQUIRED_WARNING_TEXT_FOR_TESTS)).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox', { name: 'Implemented' });
    expect(boxes[1]).toBeChecked();
    await user.click(boxes[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the evidence?' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unmark' }));
    await waitFor(() => expect(calls).toContain('DELETE r42/actual-sop-artifact-ids/sop-1'));
  });

  it('highlights: the active mode chosen again resets to None; selecting a requirement twice deselects it', async () => {
    serve();
    const onHighlight = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<GapListWidget {...props({ onHighlight })} />, { session: 'viewer' });
    const choose = async (label: string) => {
      await user.click(await screen.findByRole('button', { name: 'Highlight blocks' }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
    };
    await choose('...by requirements of this regulation');
    expect(onHighlight).toHaveBeenLastCalledWith({ mode: 'HIGHLIGHT', blockArtifactIds: ['block-9'] });
    await choose('...by requirements of this regulation');
    expect(onHighlight).toHaveBeenLastCalledWith({ mode: 'NONE', blockArtifactIds: [] });
    // the host highlights the blocks not among these (linked to no requirement listed in the widget)
    await choose('highlight sop blocks without reference');
    expect(onHighlight).toHaveBeenLastCalledWith({
      mode: 'HIGHLIGHT_NOT_LINKED',
      blockArtifactIds: ['block-9'],
    });
    const bulb = screen.getByRole('button', { name: 'Highlight the blocks linked to 4.1' });
    await user.click(bulb);
    expect(bulb).toHaveAttribute('aria-pressed', 'true');
    expect(onHighlight).toHaveBeenLastCalledWith({
      mode: 'EXCLUSIVE_HIGHLIGHT',
      blockArtifactIds: ['block-9'],
    });
    await user.click(bulb);
    expect(bulb).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the empty text without regulations, and the message when a gap list fails', async () => {
    serve([]);
    const { unmount } = renderWithProviders(<GapListWidget {...props()} />, { session: 'viewer' });
    expect(await screen.findByText(GAP_WIDGET_TEXTS.empty)).toBeInTheDocument();
    unmount();
    serve(['reg-x']);
    server.use(
      http.get('*/qms-api/qms-regulations/reg-x/gap-list', () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithProviders(<GapListWidget {...props()} />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.errors()).toContain(GAP_MESSAGES.gapEntries('reg-x')));
  });
});
