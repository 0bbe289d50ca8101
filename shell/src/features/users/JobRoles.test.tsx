import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QMS_VIEWER, ROLE_HOLDER_MESSAGES, type TenantUser } from '@qms/shared-api';
import { getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { UsersPage } from './UsersPage';

// Issue 29.1: the Users page shows each user's job roles and lets an admin change them in a dialog.

const { server, snackbar } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(40_000);

const QM = '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d01';
const PO = '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d02';
const victor = (status: TenantUser['status'] = 'active'): TenantUser => ({
  userId: 'mock-viewer',
  email: 'viewer@acme.example',
  displayName: 'Victor Viewer',
  roles: [QMS_VIEWER],
  status,
  lastSignInAt: null,
  invitedAt: null,
  dbVersion: 0,
});
const serveUsers = (users: TenantUser[]) =>
  server.use(
    http.get('*/qms-api/tenant-users', () =>
      HttpResponse.json({ managedExternally: false, accountConsoleUrl: null, users }),
    ),
  );
const openJobRoles = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Actions for Victor Viewer' }, slow));
  await user.click(await screen.findByRole('menuitem', { name: 'Change job roles' }));
  return screen.findByRole('dialog', { name: 'Job roles of Victor Viewer' });
};
const rowOfVictor = async () =>
  (
    await within(await screen.findByRole('table', { name: 'Users' }, slow)).findByText(
      'Victor Viewer',
      undefined,
      slow,
    )
  ).closest('tr')!;

it("shows each user's job roles and lets an admin add one (no confirmation); the column updates", async () => {
  getMockDb().roleHolders = [{ roleId: PO, userId: 'mock-viewer', assignedAt: '2026-11-01T00:00:00.000Z' }];
  serveUsers([victor()]);
  const user = userEvent.setup();
  renderWithProviders(<UsersPage />, { route: '/users', session: 'admin' });
  expect(await within(await rowOfVictor()).findByText('Process Owner', undefined, slow)).toBeInTheDocument();
  const dialog = await openJobRoles(user);
  await user.click(within(dialog).getByRole('textbox', { name: /^Job roles/ }));
  await user.click(await screen.findByRole('option', { name: 'Quality Manager' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save job roles' }));
  await waitFor(() =>
    expect(snackbar.messages.map((m) => m.message)).toContain(ROLE_HOLDER_MESSAGES.jobRolesSaved),
  );
  expect(
    getMockDb()
      .roleHolders.map((h) => h.roleId)
      .sort(),
  ).toEqual([QM, PO].sort());
  expect(
    await within(await rowOfVictor()).findByText('Quality Manager', undefined, slow),
  ).toBeInTheDocument();
});

it('asks before removing a job role', async () => {
  getMockDb().roleHolders = [{ roleId: PO, userId: 'mock-viewer', assignedAt: '2026-11-01T00:00:00.000Z' }];
  serveUsers([victor()]);
  const user = userEvent.setup();
  renderWithProviders(<UsersPage />, { route: '/users', session: 'admin' });
  await within(await rowOfVictor()).findByText('Process Owner', undefined, slow);
  const dialog = await openJobRoles(user);
  await user.click(within(dialog).getByRole('textbox', { name: /^Job roles/ }));
  await user.keyboard('{Backspace}');
  await user.click(within(dialog).getByRole('button', { name: 'Save job roles' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove job roles' });
  expect(within(confirm).getByText(/Remove Process Owner from Victor Viewer\?/)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(getMockDb().roleHolders).toEqual([]));
});

it('offers a disabled user no new role, only the ones held', async () => {
  getMockDb().roleHolders = [{ roleId: PO, userId: 'mock-viewer', assignedAt: '2026-11-01T00:00:00.000Z' }];
  serveUsers([victor('disabled')]);
  const user = userEvent.setup();
  renderWithProviders(<UsersPage />, { route: '/users', session: 'admin' });
  await within(await rowOfVictor()).findByText('Process Owner', undefined, slow);
  const dialog = await openJobRoles(user);
  expect(within(dialog).getByText(/is disabled: the roles held stay/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('textbox', { name: /^Job roles/ }));
  expect(screen.queryByRole('option', { name: 'Quality Manager' })).not.toBeInTheDocument();
});
