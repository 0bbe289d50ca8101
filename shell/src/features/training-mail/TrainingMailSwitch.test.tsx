import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  TRAINING_MAIL_MESSAGES as M,
  TRAINING_MAIL_PREFERENCES_CHANGED,
  type TrainingMailPreferences,
} from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { TrainingMailSwitch } from './TrainingMailSwitch';

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const PATH = '*/qms-api/training/mail-preferences';

describe('TrainingMailSwitch', () => {
  it('shows the stored choice and saves a change with its dbVersion', async () => {
    let stored: TrainingMailPreferences = { reminders: true, dbVersion: 0 };
    const saved: unknown[] = [];
    server.use(
      http.get(PATH, () => HttpResponse.json(stored)),
      http.put(PATH, async ({ request }) => {
        const body = (await request.json()) as TrainingMailPreferences;
        saved.push(body);
        stored = { reminders: body.reminders, dbVersion: body.dbVersion + 1 };
        return HttpResponse.json(stored);
      }),
    );
    renderWithProviders(<TrainingMailSwitch />, { session: 'viewer', route: '/my-trainings' });
    const toggle = await screen.findByRole('switch', { name: new RegExp(`^${M.label}`) }, slow);
    await waitFor(() => expect(toggle).toBeEnabled(), slow);
    expect(toggle).toBeChecked();
    expect(screen.getByText(M.description)).toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(saved).toEqual([{ reminders: false, dbVersion: 0 }]), slow);
    await waitFor(() => expect(toggle).not.toBeChecked(), slow);
    await waitFor(() => expect(snackbar.messages.some((m) => m.message === M.saved)).toBe(true), slow);
  });

  it('keeps the stored choice and shows the server’s message when the save is refused', async () => {
    server.use(
      http.get(PATH, () => HttpResponse.json({ reminders: true, dbVersion: 3 })),
      http.put(PATH, () =>
        HttpResponse.json({ errorMessage: TRAINING_MAIL_PREFERENCES_CHANGED }, { status: 409 }),
      ),
    );
    renderWithProviders(<TrainingMailSwitch />, { session: 'viewer', route: '/my-trainings' });
    const toggle = await screen.findByRole('switch', { name: new RegExp(`^${M.label}`) }, slow);
    await waitFor(() => expect(toggle).toBeEnabled(), slow);
    await userEvent.click(toggle);
    await waitFor(
      () =>
        expect(
          snackbar.messages.some(
            (m) => m.message === M.saveError && m.detail === TRAINING_MAIL_PREFERENCES_CHANGED,
          ),
        ).toBe(true),
      slow,
    );
    await waitFor(() => expect(toggle).toBeChecked(), slow);
  });
});
