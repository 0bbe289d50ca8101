import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REVIEW_INTERVAL_RANGE, SETTINGS_CHANGED, TRAINING_PERIOD_RANGE } from '@qms/shared-api';
import { getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { DocumentControlCard } from './DocumentControlCard';
import { DOCUMENT_CONTROL_MESSAGES } from './document-control.messages';

// Issue 29: the tenant's training period and review interval on the Users page.

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const days = () => screen.findByRole('textbox', { name: 'Training period (days)' }, slow);
const months = () => screen.getByRole('textbox', { name: 'Review interval (months)' });

it('shows the stored values and saves a change', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DocumentControlCard />, { session: 'admin' });
  await waitFor(async () => expect(await days()).toHaveValue('14'));
  expect(months()).toHaveValue('24');
  const save = screen.getByRole('button', { name: 'Save document control' });
  expect(save).toBeDisabled();
  await user.clear(await days());
  await user.type(await days(), '21');
  await user.clear(months());
  await user.type(months(), '36');
  await user.click(save);
  await waitFor(() =>
    expect(getMockDb().documentControlSettings).toEqual({
      trainingPeriodDays: 21,
      reviewIntervalMonths: 36,
      dbVersion: 1,
    }),
  );
  expect(snackbar.messages.map((m) => m.message)).toContain(DOCUMENT_CONTROL_MESSAGES.saved);
});

it('refuses values out of range before sending', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DocumentControlCard />, { session: 'admin' });
  await waitFor(async () => expect(await days()).toHaveValue('14'));
  await user.clear(await days());
  await user.type(await days(), '400');
  await user.clear(months());
  await user.type(months(), '0');
  expect(screen.getByText(TRAINING_PERIOD_RANGE)).toBeInTheDocument();
  expect(screen.getByText(REVIEW_INTERVAL_RANGE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save document control' })).toBeDisabled();
});

it("shows the server's 409 and offers Reload", async () => {
  server.use(
    http.put('*/qms-api/change-control/settings', () =>
      HttpResponse.json({ errorMessage: SETTINGS_CHANGED }, { status: 409 }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<DocumentControlCard />, { session: 'admin' });
  await waitFor(async () => expect(await days()).toHaveValue('14'));
  await user.clear(await days());
  await user.type(await days(), '7');
  await user.click(screen.getByRole('button', { name: 'Save document control' }));
  expect(await screen.findByText(SETTINGS_CHANGED)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  await waitFor(() => expect(snackbar.errors()).toEqual([DOCUMENT_CONTROL_MESSAGES.save]));
});
