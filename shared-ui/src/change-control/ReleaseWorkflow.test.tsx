import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CHANGE_CONTROL_MESSAGES,
  SIGNATURE_PASSWORD_WRONG,
  SOP_TEXT_MAX,
  TEMPLATE_TEXT_MAX,
  type ChangeControlRelease,
} from '@qms/shared-api';
import { renderWithProviders, testUsers } from '../test-utils';
import { ChangeDescriptionCard } from './ChangeDescriptionCard';
import {
  renderReleaseWorkflow as renderWorkflow,
  setupReleaseWorkflowTest,
} from './release-workflow.test-setup';
import { ownApproval, participant, release, signature } from './test-fixtures';

const { server, snackbar, serveRelease } = setupReleaseWorkflowTest();
const backend = (current: ChangeControlRelease | null, list: ChangeControlRelease[] = []) =>
  serveRelease(current, { list });

it('a draft shows the start card: Start needs a comment, an author and a releaser', async () => {
  const user = userEvent.setup();
  const calls = backend(null);
  renderWorkflow('DRAFT', 'admin');
  expect(screen.getByText('V1 In draft')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'CREATE NEW VERSION' })).not.toBeInTheDocument();
  const startButton = await screen.findByRole('button', { name: 'Start Release' });
  expect(startButton).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Ready for review');
  await user.click(screen.getByRole('textbox', { name: /^Authors/ }));
  await user.click(await screen.findByRole('option', { name: 'Victor Viewer' }));
  expect(startButton).toBeDisabled();
  await user.click(screen.getByRole('textbox', { name: /^Releaser/ }));
  await user.click(await screen.findByRole('option', { name: 'Rita Releaser' }));
  expect(startButton).toBeEnabled();
  await user.click(startButton);
  await waitFor(() =>
    expect(calls).toEqual([
      {
        action: 'start',
        body: {
          comment: 'Ready for review',
          expectedDecider: 'u-rel',
          authorUserIds: ['u-vic'],
          approverUserIds: [],
        },
      },
    ]),
  );
  expect(screen.queryByText('Release in progress')).not.toBeInTheDocument();
});

it('saves the change description through the host and says so', async () => {
  const user = userEvent.setup();
  backend(null);
  const props = renderWorkflow('DRAFT', 'admin');
  const field = screen.getByRole('textbox', { name: 'Change Description' });
  await user.clear(field);
  await user.type(field, 'Steps 2 and 3 reworded');
  await user.click(screen.getByRole('button', { name: 'Save Change Description' }));
  await waitFor(() => expect(props.onSaveChangeDescription).toHaveBeenCalledWith('Steps 2 and 3 reworded'));
  await waitFor(() =>
    expect(snackbar.messages.map((m) => m.message)).toContain('Change Description successfully saved.'),
  );
});

describe('the Change Description over its limit', () => {
  it("a process's: shows the contract's message and saves nothing (100,000 characters)", async () => {
    backend(null);
    const props = renderWorkflow('DRAFT', 'admin');
    const field = screen.getByRole('textbox', { name: 'Change Description' });
    fireEvent.change(field, { target: { value: 'x'.repeat(SOP_TEXT_MAX + 1) } });
    expect(await screen.findByText('Maximum 100,000 characters')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Change Description' });
    expect(save).toBeDisabled();
    fireEvent.click(save);
    // at the limit it is fine again
    fireEvent.change(field, { target: { value: 'x'.repeat(SOP_TEXT_MAX) } });
    expect(screen.queryByText('Maximum 100,000 characters')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(props.onSaveChangeDescription).not.toHaveBeenCalled();
  });

  it("a template's: its own limit (10,000 characters)", () => {
    const onSave = jest.fn(() => Promise.resolve());
    renderWithProviders(<ChangeDescriptionCard kind="templates" value="" editable onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'Change Description' });
    fireEvent.change(field, { target: { value: 'x'.repeat(TEMPLATE_TEXT_MAX + 1) } });
    expect(screen.getByText('Maximum 10,000 characters')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Change Description' });
    expect(save).toBeDisabled();
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('a running release', () => {
  const running = () =>
    release({
      expectedDecider: testUsers.admin.userId,
      authors: [
        participant({ id: 'p-vic', userId: testUsers.viewer.userId, userDisplayName: 'Victor Viewer' }),
        ownApproval({ decidedAt: '2026-11-23T11:00:00Z' }),
      ],
      approvers: [
        participant({ id: 'p-app', userId: 'u-x', userDisplayName: 'Xaver Approver', kind: 'APPROVER' }),
      ],
    });

  it("offers the viewer's own record Approve and Decline, no Cancel or Complete", async () => {
    backend(running());
    renderWorkflow('IN_RELEASE', 'viewer');
    const row = await screen.findByTestId('participant-Authors-Victor Viewer');
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Revert' })).toBeDisabled();
    expect(
      within(screen.getByTestId('participant-Authors-Anna Admin')).queryByRole('button', { name: 'Approve' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Release' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Release' })).not.toBeInTheDocument();
  });

  it('declines with a comment and the password; a wrong password keeps the dialog open', async () => {
    const user = userEvent.setup();
    const calls = backend(running());
    renderWorkflow('IN_RELEASE', 'viewer');
    const row = await screen.findByTestId('participant-Authors-Victor Viewer');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Declined' });
    expect(within(dialog).getByText('Victor Viewer')).toBeInTheDocument();
    expect(within(dialog).getByText('Supplier Audit, V1')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Comment/), 'Step 2 unclear');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SIGNATURE_PASSWORD_WRONG);
    expect(snackbar.messages.map((m) => m.message)).toContain(CHANGE_CONTROL_MESSAGES.decision);
    await user.type(within(dialog).getByLabelText(/^Password/), 'right{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => c.action)).toEqual(['decline', 'decline']);
    expect(calls[1]!.body).toEqual({
      comment: 'Step 2 unclear',
      password: 'right',
      dbVersion: 0,
      participantId: 'p-vic',
    });
  });

  it('shows the admin Cancel, and Complete only once everyone approved', async () => {
    backend(running());
    renderWorkflow('IN_RELEASE', 'admin');
    expect(await screen.findByRole('button', { name: 'Complete Release' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Release' })).toBeEnabled();
    // the admin's own approved record offers Revert
    const own = screen.getByTestId('participant-Authors-Anna Admin');
    expect(within(own).getByRole('button', { name: 'Revert' })).toBeEnabled();
    expect(
      within(own).getByText(
        /Signed by Anna Admin, 23\.11\.2026 \d\d:00:00 .+, meaning: Approved, capacity: Author/,
      ),
    ).toBeInTheDocument();
  });

  it('completes with a Released signature when all approved', async () => {
    const user = userEvent.setup();
    const all = running();
    [...all.authors, ...all.approvers].forEach((p) => (p.decision = 'APPROVED'));
    const calls = backend(all);
    renderWorkflow('IN_RELEASE', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Complete Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Released' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
    await waitFor(() =>
      expect(calls).toEqual([{ action: 'complete', body: { comment: '', password: 'pw', dbVersion: 3 } }]),
    );
  });
});

it('a released version shows the signatures, OBSOLETE and CREATE NEW VERSION for admins', async () => {
  const user = userEvent.setup();
  const completed = release({
    state: 'COMPLETED',
    decidedAt: '2026-11-23T12:00:00Z',
    decidedByDisplayName: 'Rita Releaser',
    authors: [
      participant({
        id: 'p1',
        userId: 'u-vic',
        decision: 'APPROVED',
        signature: signature({ printedName: 'Victor Viewer' }),
      }),
    ],
    signature: signature({ printedName: 'Rita Releaser', meaning: 'Released' }),
  });
  const cancelled = release({ id: 'r-0', state: 'CANCELLED', decidedAt: '2026-11-20T09:00:00Z' });
  backend(completed, [completed, cancelled]);
  const props = renderWorkflow('RELEASED', 'admin');
  const signatures = await screen.findByRole('list', { name: 'Signatures' });
  expect(
    within(signatures)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringMatching(/^Signed by Victor Viewer, .*, meaning: Approved, capacity: Author$/),
    expect.stringMatching(/^Signed by Rita Releaser, .*, meaning: Released, capacity: Releaser$/),
  ]);
  expect(screen.getByRole('button', { name: 'OBSOLETE' })).toBeEnabled();
  expect(await screen.findByRole('button', { name: /^Cancelled - \d\d\.11\.2026$/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'CREATE NEW VERSION' }));
  await waitFor(() =>
    expect(props.onNewVersion).toHaveBeenCalledWith(expect.objectContaining({ versionId: 'v-2' })),
  );
});

it('a viewer sees a released version without admin actions', async () => {
  backend(release({ state: 'COMPLETED' }));
  renderWorkflow('RELEASED', 'viewer');
  expect(await screen.findByText('Released')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'OBSOLETE' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'CREATE NEW VERSION' })).not.toBeInTheDocument();
});

describe("the host's messages for a failed state change or new version", () => {
  const hostMessages = {
    releaseState: "Template couldn't change release-state",
    releaseCreateOrLoad: "Template couldn't create / load release-state",
  };

  it('reports a refused CREATE NEW VERSION with the text the host passed, not the process text', async () => {
    const user = userEvent.setup();
    backend(release({ state: 'COMPLETED' }));
    server.use(
      http.post('*/qms-api/sops/:a/versions', () =>
        HttpResponse.json({ errorMessage: 'already a draft' }, { status: 409 }),
      ),
    );
    const props = renderWorkflow('RELEASED', 'admin', { messages: hostMessages });
    await user.click(await screen.findByRole('button', { name: 'CREATE NEW VERSION' }));
    await waitFor(() =>
      expect(snackbar.messages.map((m) => m.message)).toContain(hostMessages.releaseCreateOrLoad),
    );
    expect(snackbar.messages.map((m) => m.message)).not.toContain(
      CHANGE_CONTROL_MESSAGES.releaseCreateOrLoad,
    );
    expect(props.onNewVersion).not.toHaveBeenCalled();
  });

  it('reports a refused OBSOLETE with the text the host passed', async () => {
    const user = userEvent.setup();
    backend(release({ state: 'COMPLETED' }));
    server.use(
      http.put('*/qms-api/sops/:a/versions/:v/release-state', () =>
        HttpResponse.json({ errorMessage: 'stale' }, { status: 409 }),
      ),
    );
    renderWorkflow('RELEASED', 'admin', { messages: hostMessages });
    await user.click(await screen.findByRole('button', { name: 'OBSOLETE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Made obsolete' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(hostMessages.releaseState));
    expect(snackbar.messages.map((m) => m.message)).not.toContain(CHANGE_CONTROL_MESSAGES.releaseState);
  });
});
