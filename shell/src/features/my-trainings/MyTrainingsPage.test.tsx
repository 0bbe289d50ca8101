import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { localDay, TRAINING_ERRORS, TRAINING_MESSAGES, type MyTraining } from '@qms/shared-api';
import { seedMockTrainings } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { MyTrainingsPage } from './MyTrainingsPage';

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

const DAY_MS = 86_400_000;
// the mock's signed-in viewer
const VIEWER = 'mock-viewer';
const training = (n: number, overrides: Partial<MyTraining> = {}): MyTraining & { userId: string } => ({
  userId: VIEWER,
  id: `t${n}`,
  dbVersion: 0,
  artifactType: 'SOP',
  artifactId: `a${n}`,
  versionId: `v${n}`,
  version: n,
  documentName: `Process ${n}`,
  reason: 'ROLE',
  roleNames: ['Operator'],
  assignedAt: '2026-11-20T10:00:00Z',
  dueDate: '2999-01-31',
  state: 'OPEN',
  confirmedAt: null,
  closedAt: null,
  link: `/processes/v${n}`,
  ...overrides,
});

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'My Trainings' }, slow);
  return (await within(table).findByRole('link', { name }, slow)).closest('tr')!;
};

describe('MyTrainingsPage', () => {
  it('lists the trainings with link, due date, overdue and the signed ones as Read and understood', async () => {
    seedMockTrainings([
      training(1, { dueDate: localDay(new Date(Date.now() - 2 * DAY_MS)) }),
      training(2, { reason: 'EXTRA', roleNames: [] }),
      training(3, {
        state: 'CONFIRMED',
        confirmedAt: '2026-11-21T09:30:00Z',
        closedAt: '2026-11-21T09:30:00Z',
        dueDate: localDay(new Date(Date.now() - 2 * DAY_MS)),
      }),
      training(4, { state: 'WITHDRAWN', closedAt: '2026-11-22T09:30:00Z' }),
    ]);
    renderWithProviders(<MyTrainingsPage />, { session: 'viewer', route: '/my-trainings' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Trainings' })).toBeInTheDocument();
    const first = await rowOf('Process 1');
    expect(within(first).getByRole('link', { name: 'Process 1' })).toHaveAttribute('href', '/processes/v1');
    expect(within(first).getByText('Operator')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Confirm: Process 1 V1' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'PDF: Process 1 V1' })).toBeEnabled();
    expect(within(await rowOf('Process 2')).getByText('Added by the releaser')).toBeInTheDocument();
    const signed = await rowOf('Process 3');
    expect(within(signed).getByText(/^Read and understood, 21\.11\.2026/)).toBeInTheDocument();
    // overdue only while open; a signed one has nothing to confirm
    expect(within(signed).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(signed).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    const withdrawn = await rowOf('Process 4');
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it('confirms with a signature: the row then shows Read and understood with the time', async () => {
    const user = userEvent.setup();
    seedMockTrainings([training(1)]);
    renderWithProviders(<MyTrainingsPage />, { session: 'viewer', route: '/my-trainings' });
    await user.click(within(await rowOf('Process 1')).getByRole('button', { name: 'Confirm: Process 1 V1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Read and understood' });
    expect(within(dialog).getByText('Process 1, V1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
    const email = within(dialog).queryByRole('textbox', { name: /^E-mail/ });
    if (email) await user.type(email, 'viewer@acme.example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(snackbar.messages.map((m) => m.message)).toContain(TRAINING_MESSAGES.confirmed);
    const row = await rowOf('Process 1');
    expect(
      await within(row).findByText(/^Read and understood, \d\d\.\d\d\.\d{4}/, {}, slow),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    seedMockTrainings([training(1)]);
    server.use(
      http.post('*/qms-api/trainings/:id/confirm', () =>
        HttpResponse.json({ errorMessage: TRAINING_ERRORS.notOpen }, { status: 409 }),
      ),
    );
    renderWithProviders(<MyTrainingsPage />, { session: 'viewer', route: '/my-trainings' });
    await user.click(within(await rowOf('Process 1')).getByRole('button', { name: 'Confirm: Process 1 V1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign: Read and understood' });
    const email = within(dialog).queryByRole('textbox', { name: /^E-mail/ });
    if (email) await user.type(email, 'viewer@acme.example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TRAINING_ERRORS.notOpen);
  });

  it('says when there is nothing to train', async () => {
    seedMockTrainings([]);
    renderWithProviders(<MyTrainingsPage />, { session: 'viewer', route: '/my-trainings' });
    expect(await screen.findByText(TRAINING_MESSAGES.empty, {}, slow)).toBeInTheDocument();
  });
});
