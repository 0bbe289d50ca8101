import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROLE_HOLDER_ERRORS, ROLE_HOLDER_MESSAGES } from '@qms/shared-api';
import { getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { RolesPage } from './RolesPage';

// Issue 29.1: a role's holders on the Roles page: everyone sees them, an admin changes them.

const { server, snackbar } = setupScreenTest();
const QM = '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d01';

beforeEach(() => server.use(http.get('*/sr-api/roles', () => HttpResponse.json([]))));

const openHolders = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /holders of role Quality Manager$/i }));
  return screen.findByRole('dialog', { name: 'Holders of Quality Manager' });
};

it('an admin adds a holder by keyboard without confirmation, and the list and the count update', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RolesPage />, { session: 'admin' });
  expect(await screen.findByRole('button', { name: /holders of role Quality Manager$/i })).toHaveTextContent(
    '0 holders',
  );
  const dialog = await openHolders(user);
  expect(within(dialog).getByText('Nobody holds this role yet.')).toBeInTheDocument();
  const select = within(dialog).getByRole('textbox', { name: /^Holders/ });
  await user.click(select);
  await user.keyboard('Victor');
  await user.keyboard('{ArrowDown}{Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Save holders' }));
  await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toContain(ROLE_HOLDER_MESSAGES.saved));
  expect(await within(dialog).findByText('Victor Viewer (viewer@acme.example)')).toBeInTheDocument();
  expect(getMockDb().roleHolders.map((h) => [h.roleId, h.userId])).toEqual([[QM, 'mock-viewer']]);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /holders of role Quality Manager$/i })).toHaveTextContent(
      '1 holder',
    ),
  );
});

it('asks before removing a holder', async () => {
  getMockDb().roleHolders = [{ roleId: QM, userId: 'mock-viewer', assignedAt: '2026-11-01T00:00:00.000Z' }];
  const user = userEvent.setup();
  renderWithProviders(<RolesPage />, { session: 'admin' });
  const dialog = await openHolders(user);
  await within(dialog).findByText('Victor Viewer (viewer@acme.example)');
  // Backspace in the multi-select removes the last chosen user (keyboard only)
  await user.click(within(dialog).getByRole('textbox', { name: /^Holders/ }));
  await user.keyboard('{Backspace}');
  await user.click(within(dialog).getByRole('button', { name: 'Save holders' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove holders' });
  expect(within(confirm).getByText(/Remove Victor Viewer from this role\?/)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(getMockDb().roleHolders).toEqual([]));
});

it('shows a disabled holder marked, and a viewer sees the holders without the choice', async () => {
  server.use(
    http.get('*/qms-api/roles/:id/holders', () =>
      HttpResponse.json({
        roleId: QM,
        dbVersion: 3,
        holders: [
          {
            userId: 'u-old',
            displayName: 'Olga Former',
            email: 'olga@acme.example',
            disabled: true,
            assignedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<RolesPage />, { session: 'viewer' });
  const dialog = await openHolders(user);
  const holder = (await within(dialog).findByText('Olga Former (olga@acme.example)')).closest('li')!;
  expect(within(holder).getByText('disabled')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: /^Holders/ })).not.toBeInTheDocument();
});

it('keeps the choice and offers Reload when someone else changed the holders (409)', async () => {
  server.use(
    http.put('*/qms-api/roles/:id/holders', () =>
      HttpResponse.json({ errorMessage: ROLE_HOLDER_ERRORS.changed }, { status: 409 }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<RolesPage />, { session: 'admin' });
  const dialog = await openHolders(user);
  await user.click(within(dialog).getByRole('textbox', { name: /^Holders/ }));
  await user.click(await screen.findByRole('option', { name: 'Anna Admin' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save holders' }));
  expect(await within(dialog).findByText(ROLE_HOLDER_ERRORS.changed)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  await waitFor(() => expect(snackbar.errors()).toContain(ROLE_HOLDER_MESSAGES.save));
});
