import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGE_CONTROL_ERRORS, type ChangeControlRelease, type ReleaseState } from '@qms/shared-api';
import { testUsers } from '../test-utils';
import { renderReleaseWorkflow, setupReleaseWorkflowTest } from './release-workflow.test-setup';
import { ownApproval, participant, release } from './test-fixtures';

// Four-eyes in the Start form and the reasons of cancel, revert and complete (issue 27.3, 27.4).

const { serveRelease } = setupReleaseWorkflowTest();
const backend = (current: ChangeControlRelease | null, fourEyes = true) =>
  serveRelease(current, { list: [], fourEyes });
const renderWorkflow = (state: ReleaseState, changeDescription = 'Initial') =>
  renderReleaseWorkflow(state, 'admin', {
    changeDescription,
    onSaveChangeDescription: () => Promise.resolve(),
  });

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the Start form applies the four-eyes rule before sending', () => {
  it('marks a releaser who is the only author, and an author who is also an approver', async () => {
    const user = userEvent.setup();
    backend(null);
    renderWorkflow('DRAFT');
    const startButton = await screen.findByRole('button', { name: 'Start Release' });
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Ready');
    await choose(user, /^Authors/, 'Rita Releaser');
    await choose(user, /^Releaser/, 'Rita Releaser');
    expect(await screen.findByText(CHANGE_CONTROL_ERRORS.releaserOnlyAuthor)).toBeInTheDocument();
    expect(startButton).toBeDisabled();
    // a second author lifts it; the same person as approver is refused on the approvers
    await choose(user, /^Authors/, 'Victor Viewer');
    await waitFor(() =>
      expect(screen.queryByText(CHANGE_CONTROL_ERRORS.releaserOnlyAuthor)).not.toBeInTheDocument(),
    );
    expect(startButton).toBeEnabled();
    await choose(user, /^Approvers/, 'Victor Viewer');
    expect(await screen.findByText(CHANGE_CONTROL_ERRORS.authorIsApprover)).toBeInTheDocument();
    expect(startButton).toBeDisabled();
  });

  it('accepts one person in every role when the tenant relaxed the rule', async () => {
    const user = userEvent.setup();
    backend(null, false);
    renderWorkflow('DRAFT');
    const startButton = await screen.findByRole('button', { name: 'Start Release' });
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Small company');
    await choose(user, /^Authors/, 'Rita Releaser');
    await choose(user, /^Releaser/, 'Rita Releaser');
    await choose(user, /^Approvers/, 'Rita Releaser');
    await waitFor(() => expect(startButton).toBeEnabled());
    expect(screen.queryByText(CHANGE_CONTROL_ERRORS.releaserOnlyAuthor)).not.toBeInTheDocument();
  });
});

describe('a running release asks for reasons', () => {
  const running = (approved = false) =>
    release({
      expectedDecider: testUsers.admin.userId,
      authors: [ownApproval()],
      approvers: [
        participant({
          id: 'p-x',
          userId: 'u-x',
          userDisplayName: 'Xaver Approver',
          kind: 'APPROVER',
          decision: approved ? 'APPROVED' : 'OPEN',
        }),
      ],
    });

  it('cancels only with a reason, which is sent as the comment', async () => {
    const user = userEvent.setup();
    const calls = backend(running());
    renderWorkflow('IN_RELEASE');
    await user.click(await screen.findByRole('button', { name: 'Cancel Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel release' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Release' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong scope');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls).toEqual([{ action: 'cancel', body: { comment: 'Wrong scope', dbVersion: 3 } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reverts only after confirming with a comment; keeping the decision sends nothing', async () => {
    const user = userEvent.setup();
    const calls = backend(running());
    renderWorkflow('IN_RELEASE');
    const own = await screen.findByTestId('participant-Authors-Anna Admin');
    await user.click(within(own).getByRole('button', { name: 'Revert' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revert your decision' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(within(own).getByRole('button', { name: 'Revert' }));
    dialog = await screen.findByRole('dialog', { name: 'Revert your decision' });
    expect(within(dialog).getByRole('button', { name: 'Revert' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Comment/ }), 'Signed the wrong version');
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          action: 'revert',
          body: { comment: 'Signed the wrong version', dbVersion: 0, participantId: 'p-ann' },
        },
      ]),
    );
  });

  it('disables Complete with the reason while the Change Description is empty', async () => {
    backend(running(true));
    renderWorkflow('IN_RELEASE', '  ');
    expect(await screen.findByRole('button', { name: 'Complete Release' })).toBeDisabled();
    expect(screen.getByText(CHANGE_CONTROL_ERRORS.changeDescriptionRequired)).toBeInTheDocument();
  });

  it('offers Complete once there is a Change Description', async () => {
    backend(running(true));
    renderWorkflow('IN_RELEASE', 'Steps reworded');
    expect(await screen.findByRole('button', { name: 'Complete Release' })).toBeEnabled();
    expect(screen.queryByText(CHANGE_CONTROL_ERRORS.changeDescriptionRequired)).not.toBeInTheDocument();
  });
});
