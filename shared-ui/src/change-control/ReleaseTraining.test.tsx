import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TrainingPreview } from '@qms/shared-api';
import { testUsers } from '../test-utils';
import {
  renderReleaseWorkflow as renderWorkflow,
  setupReleaseWorkflowTest,
} from './release-workflow.test-setup';
import { participant, release } from './test-fixtures';

// Issue 29.3: the Release dialog of a process says how many people completing it trains, and lets the releaser add
// people before signing.
const { server, serveRelease } = setupReleaseWorkflowTest();
jest.setTimeout(30_000);

const approvedRelease = () =>
  release({
    expectedDecider: testUsers.admin.userId,
    authors: [
      participant({ id: 'p-vic', userId: 'u-vic', userDisplayName: 'Victor Viewer', decision: 'APPROVED' }),
    ],
    approvers: [],
  });
const preview: TrainingPreview = {
  allRoles: false,
  trainees: [{ userId: 'u-vic', displayName: 'Victor Viewer', reason: 'ROLE', roleNames: ['Operator'] }],
};

async function openReleaseDialog(answer: () => Response) {
  const calls = serveRelease(approvedRelease());
  server.use(http.get('*/qms-api/sops/v/:v/training-preview', answer));
  renderWorkflow('IN_RELEASE', 'admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Complete Release' }));
  return { calls, user, dialog: await screen.findByRole('dialog', { name: 'Sign: Released' }) };
}

it('shows who will be trained, adds an extra person to the count and sends them with the signature', async () => {
  const { calls, user, dialog } = await openReleaseDialog(() => HttpResponse.json(preview));
  expect(await within(dialog).findByText('1 person will be trained on this version')).toBeInTheDocument();
  expect(within(dialog).getByText('Victor Viewer (Operator)')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('textbox', { name: /^Also train/ }));
  // who is trained for a role is not offered again
  expect(screen.queryByRole('option', { name: 'Victor Viewer' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('option', { name: 'Rita Releaser' }));
  expect(within(dialog).getByText('2 people will be trained on this version')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
  await waitFor(() =>
    expect(calls).toEqual([
      {
        action: 'complete',
        body: { comment: '', password: 'pw', dbVersion: 3, extraTraineeIds: ['u-rel'] },
      },
    ]),
  );
});

it('says so when the count cannot be loaded, and still lets the releaser sign', async () => {
  const { dialog } = await openReleaseDialog(() =>
    HttpResponse.json({ errorMessage: 'down' }, { status: 500 }),
  );
  expect(await within(dialog).findByRole('alert')).toHaveTextContent("Couldn't count who will be trained.");
  expect(within(dialog).getByRole('textbox', { name: /^Also train/ })).toBeEnabled();
});
