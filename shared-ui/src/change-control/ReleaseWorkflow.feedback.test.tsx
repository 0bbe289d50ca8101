import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGE_CONTROL_MESSAGES, CHANGE_CONTROL_SUCCESS, type ReleaseState } from '@qms/shared-api';
import { testUsers } from '../test-utils';
import { renderReleaseWorkflow, setupReleaseWorkflowTest } from './release-workflow.test-setup';
import { ownApproval, participant, release, signature } from './test-fixtures';

// Issue 27 points 5 and 7: the obsolete card, success messages, stale errors closed, one label per state, CREATE
// NEW VERSION while a draft exists, and the viewer told who starts a release.

const { snackbar, serveRelease: backend } = setupReleaseWorkflowTest();

const renderWorkflow = (state: ReleaseState, session: 'admin' | 'viewer') =>
  renderReleaseWorkflow(state, session, {
    changeDescriptionEditable: false,
    onSaveChangeDescription: () => Promise.resolve(),
    versionPath: (id) => `/processes/${id}`,
    withSnackbar: true,
  });

const viewerOpen = () =>
  release({
    authors: [
      participant({ id: 'p-vic', userId: testUsers.viewer.userId, userDisplayName: 'Victor Viewer' }),
    ],
  });
const messages = () => snackbar.messages.map((n) => `${n.kind}: ${n.message}`);

it('confirms a signed approval, and that success closes the red message of the wrong password', async () => {
  const user = userEvent.setup();
  backend(viewerOpen());
  renderWorkflow('IN_RELEASE', 'viewer');
  // the chip names the state as the header does
  expect(screen.getByText('V1 In review')).toBeInTheDocument();
  const row = await screen.findByTestId('participant-Authors-Victor Viewer');
  await user.click(within(row).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign: Approved' });
  await user.type(within(dialog).getByLabelText(/^Password/), 'wrong{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('alert', { name: '' }).textContent).toContain(CHANGE_CONTROL_MESSAGES.decision),
  );
  await user.type(within(dialog).getByLabelText(/^Password/), 'right{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(messages()).toEqual([
    `error: ${CHANGE_CONTROL_MESSAGES.decision}`,
    `info: ${CHANGE_CONTROL_SUCCESS.approve}`,
  ]);
  const bars = screen.getAllByTestId('snackbar');
  expect(bars.map((b) => b.getAttribute('data-kind'))).toEqual(['info']);
  expect(bars[0]).toHaveTextContent(CHANGE_CONTROL_SUCCESS.approve);
});

it('confirms revert, cancel and complete', async () => {
  const user = userEvent.setup();
  const running = release({
    expectedDecider: testUsers.admin.userId,
    authors: [ownApproval()],
  });
  const calls = backend(running);
  renderWorkflow('IN_RELEASE', 'admin');
  await user.click(await screen.findByRole('button', { name: 'Revert' }));
  const reverting = await screen.findByRole('dialog', { name: 'Revert your decision' });
  await user.type(within(reverting).getByRole('textbox', { name: /^Comment/ }), 'Rechecking');
  await user.click(within(reverting).getByRole('button', { name: 'Revert' }));
  await waitFor(() => expect(messages()).toEqual([`info: ${CHANGE_CONTROL_SUCCESS.revert}`]));

  await user.click(screen.getByRole('button', { name: 'Complete Release' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign: Released' });
  await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
  await waitFor(() => expect(messages()).toContain(`info: ${CHANGE_CONTROL_SUCCESS.complete}`));

  await user.click(screen.getByRole('button', { name: 'Cancel Release' }));
  const confirm = await screen.findByRole('dialog', { name: 'Cancel release' });
  await user.type(within(confirm).getByRole('textbox', { name: /^Reason/ }), 'Wrong scope');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel Release' }));
  await waitFor(() => expect(messages()).toContain(`info: ${CHANGE_CONTROL_SUCCESS.cancel}`));
  expect(calls.map((c) => c.action)).toEqual(['revert', 'complete', 'cancel']);
});

it('confirms the start of a release', async () => {
  const user = userEvent.setup();
  backend(null);
  renderWorkflow('DRAFT', 'admin');
  expect(screen.queryByTestId('who-may-start')).not.toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: /^Comment/ }), 'Ready');
  await user.click(screen.getByRole('textbox', { name: /^Authors/ }));
  await user.click(await screen.findByRole('option', { name: 'Victor Viewer' }));
  await user.click(screen.getByRole('textbox', { name: /^Releaser/ }));
  await user.click(await screen.findByRole('option', { name: 'Rita Releaser' }));
  await user.click(screen.getByRole('button', { name: 'Start Release' }));
  await waitFor(() => expect(messages()).toEqual([`info: ${CHANGE_CONTROL_SUCCESS.start}`]));
});

it('tells a viewer on a draft who may start the release', async () => {
  backend(null);
  renderWorkflow('DRAFT', 'viewer');
  expect(await screen.findByTestId('who-may-start')).toHaveTextContent(
    'Only a QMS administrator can start the release: Anna Admin, Rita Releaser.',
  );
  expect(screen.getByRole('button', { name: 'Start Release' })).toBeDisabled();
});

it('an obsolete version has its own card with the Made obsolete signature, not the Released card', async () => {
  const completed = release({
    state: 'COMPLETED',
    signature: signature({ printedName: 'Rita Releaser', meaning: 'Released' }),
  });
  const madeObsolete = signature({ printedName: 'Anna Admin', meaning: 'Made obsolete' });
  backend(completed, { signatures: [signature({ meaning: 'Approved' }), madeObsolete] });
  renderWorkflow('OBSOLETE', 'admin');
  expect(screen.getByText('V1 Obsolete')).toBeInTheDocument();
  const card = await screen.findByRole('region', { name: 'Obsolete' });
  expect(screen.queryByRole('region', { name: 'Released' })).not.toBeInTheDocument();
  expect(
    await within(within(card).getByLabelText('Made obsolete')).findByText(
      /^Signed by Anna Admin, .*, meaning: Made obsolete, capacity: Made obsolete$/,
    ),
  ).toBeInTheDocument();
  // the release it had stays visible as history; no OBSOLETE action on an obsolete version
  expect(within(card).getByText(/meaning: Released, capacity: Releaser$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'OBSOLETE' })).not.toBeInTheDocument();
});

it('confirms OBSOLETE', async () => {
  const user = userEvent.setup();
  backend(release({ state: 'COMPLETED' }));
  renderWorkflow('RELEASED', 'admin');
  await user.click(await screen.findByRole('button', { name: 'OBSOLETE' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign: Made obsolete' });
  await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
  await waitFor(() => expect(messages()).toEqual([`info: ${CHANGE_CONTROL_SUCCESS.obsolete}`]));
});

it('disables CREATE NEW VERSION while a draft exists and links to it', async () => {
  backend(release({ state: 'COMPLETED' }), {
    history: {
      released: [],
      unreleased: { version: 2, versionId: 'v-2', changeDescription: '', releaseState: 'DRAFT' },
    },
  });
  renderWorkflow('RELEASED', 'admin');
  await waitFor(() => expect(screen.getByRole('button', { name: 'CREATE NEW VERSION' })).toBeDisabled());
  expect(screen.getByTestId('new-version-blocked')).toHaveTextContent(
    'V2 (In draft) exists already: release or delete it before creating a new version.',
  );
  expect(screen.getByRole('link', { name: 'Open V2' })).toHaveAttribute('href', '/processes/v-2');
});

it('offers CREATE NEW VERSION when no draft exists', async () => {
  backend(release({ state: 'COMPLETED' }));
  renderWorkflow('RELEASED', 'admin');
  expect(await screen.findByRole('region', { name: 'Released' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'CREATE NEW VERSION' })).toBeEnabled());
  expect(screen.queryByTestId('new-version-blocked')).not.toBeInTheDocument();
});
