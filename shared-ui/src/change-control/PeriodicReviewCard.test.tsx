import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REVIEW_ERRORS, type ReviewSchedule } from '@qms/shared-api';
import {
  renderReleaseWorkflow as renderWorkflow,
  setupReleaseWorkflowTest,
} from './release-workflow.test-setup';
import { release } from './test-fixtures';

const { server, serveRelease } = setupReleaseWorkflowTest();
jest.setTimeout(30_000);

const schedule = (over: Partial<ReviewSchedule> = {}): ReviewSchedule => ({
  artifactType: 'SOP',
  artifactId: 'a-1',
  versionId: 'v-1',
  version: 1,
  defaultIntervalMonths: 24,
  intervalOverride: null,
  intervalMonths: 24,
  nextDueDate: '2026-01-15',
  dueDateSetDirectly: true,
  dbVersion: 3,
  reviews: [],
  ...over,
});

/** Serves the schedule; records the signed reviews and schedule changes sent. */
function serveSchedule(initial: ReviewSchedule) {
  const sent: { path: string; body: unknown }[] = [];
  let current = initial;
  server.use(
    http.get('*/qms-api/sops/:a/review-schedule', () => HttpResponse.json(current)),
    http.put('*/qms-api/sops/:a/review-schedule', async ({ request }) => {
      sent.push({ path: 'schedule', body: await request.json() });
      return HttpResponse.json({ errorMessage: REVIEW_ERRORS.scheduleChanged }, { status: 409 });
    }),
    http.post('*/qms-api/sops/v/:v/reviews', async ({ request }) => {
      sent.push({ path: 'review', body: await request.json() });
      current = schedule({
        nextDueDate: '2028-11-29',
        dueDateSetDirectly: false,
        dbVersion: 4,
        reviews: [
          {
            id: 'r-1',
            versionId: 'v-1',
            version: 1,
            reviewedAt: '2026-11-29T09:00:00.000Z',
            reviewedByDisplayName: 'Anna Admin',
            meaning: 'Reviewed, no change needed',
            comment: 'Still accurate',
            nextDueDate: '2028-11-29',
          },
        ],
      });
      return HttpResponse.json(current, { status: 201 });
    }),
  );
  return sent;
}

it("shows the next review due and signs 'Reviewed, no change needed', after which the date moves", async () => {
  const user = userEvent.setup();
  serveRelease(release({ state: 'COMPLETED' }));
  const sent = serveSchedule(schedule());
  renderWorkflow('RELEASED', 'admin');
  const card = await screen.findByRole('region', { name: 'Periodic review' });
  const due = within(card).getByTestId('next-review-due');
  expect(due).toHaveTextContent('Next review due15.01.2026');
  expect(within(due).getByText('Overdue')).toBeInTheDocument();
  expect(
    within(card).getByText(/Due date set directly\. Not reviewed since its release\./),
  ).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Start a new version' })).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Reviewed, no change needed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign: Reviewed, no change needed' });
  await user.type(within(dialog).getByLabelText(/^Comment/), 'Still accurate');
  await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
  await waitFor(() =>
    expect(sent).toEqual([
      { path: 'review', body: { comment: 'Still accurate', password: 'pw', dbVersion: 3 } },
    ]),
  );
  await waitFor(() => expect(within(card).getByTestId('next-review-due')).toHaveTextContent('29.11.2028'));
  expect(
    within(card).getByText(/Every 24 months \(the tenant's default\)\. Last reviewed .* by Anna Admin\./),
  ).toBeInTheDocument();
});

/** An admin on a released document opens its 'Review schedule' dialog; `sent` records what reaches the server. */
async function openScheduleDialog() {
  const user = userEvent.setup();
  serveRelease(release({ state: 'COMPLETED' }));
  const sent = serveSchedule(schedule());
  renderWorkflow('RELEASED', 'admin');
  const card = await screen.findByRole('region', { name: 'Periodic review' });
  await user.click(within(card).getByRole('button', { name: 'Review schedule' }));
  return { user, sent, dialog: await screen.findByRole('dialog', { name: 'Review schedule' }) };
}

it('keeps the schedule dialog open with the server message when the schedule changed meanwhile', async () => {
  const { user, sent, dialog } = await openScheduleDialog();
  expect(within(dialog).getByLabelText(/^Next review due/)).toHaveValue('2026-01-15');
  await user.type(within(dialog).getByLabelText(/^Review interval \(months\)/), '12');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_ERRORS.scheduleChanged);
  expect(sent).toEqual([
    { path: 'schedule', body: { intervalMonths: 12, nextDueDate: '2026-01-15', dbVersion: 3 } },
  ]);
});

it("names a next review due after 9999 by the server's rule and sends nothing", async () => {
  const { user, sent, dialog } = await openScheduleDialog();
  fireEvent.change(within(dialog).getByLabelText(/^Next review due/), { target: { value: '10000-01-15' } });
  expect(within(dialog).getByText(REVIEW_ERRORS.dueDateInvalid)).toBeInTheDocument();
  const save = within(dialog).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await user.click(save);
  expect(sent).toEqual([]);
});

it('shows a viewer the next review due without review actions', async () => {
  serveRelease(release({ state: 'COMPLETED' }));
  serveSchedule(schedule({ nextDueDate: '2999-01-31', dueDateSetDirectly: false }));
  renderWorkflow('RELEASED', 'viewer');
  const card = await screen.findByRole('region', { name: 'Periodic review' });
  expect(within(card).getByTestId('next-review-due')).toHaveTextContent('31.01.2999');
  expect(within(card).queryByRole('button')).not.toBeInTheDocument();
});
