import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  LAST_ADMIN_DISABLE,
  QMS_ADMIN,
  QMS_VIEWER,
  TENANT_USER_MESSAGES,
  type TenantUser,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest, type TestSessionKind } from '@qms/shared-ui/test-utils';
import { UsersPage } from './UsersPage';

const { server } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const anna: TenantUser = {
  userId: 'u1',
  email: 'anna@acme.example',
  displayName: 'Anna Admin',
  roles: [QMS_ADMIN, QMS_VIEWER],
  status: 'active',
  lastSignInAt: '2026-03-01T09:00:00.000Z',
  invitedAt: null,
  dbVersion: 3,
};
const colin: TenantUser = {
  userId: 'u2',
  email: 'colin@acme.example',
  displayName: 'Colin Colleague',
  roles: [QMS_VIEWER],
  status: 'invited',
  lastSignInAt: null,
  invitedAt: '2026-03-02T09:00:00.000Z',
  dbVersion: 0,
};

function serveUsers(users: TenantUser[], external = false) {
  server.use(
    http.get('*/qms-api/tenant-users', () =>
      HttpResponse.json({
        managedExternally: external,
        accountConsoleUrl: external ? 'https://kc.example/realms/qms/account' : null,
        users,
      }),
    ),
  );
}

const renderPage = (session: TestSessionKind) =>
  renderWithProviders(<UsersPage />, { route: '/users', session });

describe('UsersPage', () => {
  it('lists users with roles, status and last sign-in', async () => {
    serveUsers([anna, colin]);
    renderPage('admin');
    const table = await screen.findByRole('table', { name: 'Users' }, slow);
    const colinRow = (await within(table).findByText('Colin Colleague', undefined, slow)).closest('tr')!;
    expect(within(colinRow).getByText('Invited')).toBeInTheDocument();
    expect(within(colinRow).getByText('Viewer')).toBeInTheDocument();
    expect(within(colinRow).getByText('Never')).toBeInTheDocument();
    const annaRow = within(table).getByText('Anna Admin').closest('tr')!;
    expect(within(annaRow).getByText('Administrator')).toBeInTheDocument();
    expect(within(annaRow).getByText('Active')).toBeInTheDocument();
  });

  it('invites a colleague with the chosen roles and shows them in the refreshed list', async () => {
    let users = [anna];
    let sent: unknown;
    server.use(
      http.get('*/qms-api/tenant-users', () =>
        HttpResponse.json({ managedExternally: false, accountConsoleUrl: null, users }),
      ),
      http.post('*/qms-api/tenant-users', async ({ request }) => {
        sent = await request.json();
        users = [anna, colin];
        return HttpResponse.json(colin, { status: 201 });
      }),
    );
    const info = jest.spyOn(notify, 'info');
    renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }, slow));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'colin@acme.example');
    await userEvent.type(within(dialog).getByLabelText(/Display name/), 'Colin Colleague');
    await userEvent.click(within(dialog).getByLabelText('Licensed standards'));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual({
        email: 'colin@acme.example',
        displayName: 'Colin Colleague',
        roles: [QMS_VIEWER, 'SR_LICENSED'],
      }),
    );
    expect(info).toHaveBeenCalledWith('Invitation sent to colin@acme.example.');
    expect(await screen.findByText('Colin Colleague', undefined, slow)).toBeInTheDocument();
  });

  it("refuses Save while no admin or viewer role is chosen (the contract's rule)", async () => {
    serveUsers([anna]);
    renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }, slow));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'x@acme.example');
    await userEvent.type(within(dialog).getByLabelText(/Display name/), 'X');
    await userEvent.click(within(dialog).getByLabelText('Viewer'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's reason when the last admin would be disabled", async () => {
    serveUsers([anna]);
    let version: unknown;
    server.use(
      http.post('*/qms-api/tenant-users/u1/disable', async ({ request }) => {
        version = await request.json();
        return HttpResponse.json({ errorMessage: LAST_ADMIN_DISABLE }, { status: 409 });
      }),
    );
    const error = jest.spyOn(notify, 'error');
    renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Anna Admin' }, slow));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(version).toEqual({ dbVersion: 3 });
    const [message, cause] = error.mock.calls[0]!;
    expect(message).toBe(TENANT_USER_MESSAGES.disable);
    expect((cause as Error).message).toBe(LAST_ADMIN_DISABLE);
  });

  it('behind an external Keycloak only lists and links the account console', async () => {
    serveUsers([anna], true);
    renderPage('admin');
    const notice = await screen.findByTestId('users-managed-externally', undefined, slow);
    expect(notice).toHaveTextContent('Users are managed in Keycloak');
    expect(within(notice).getByRole('link', { name: 'Open the account console' })).toHaveAttribute(
      'href',
      'https://kc.example/realms/qms/account',
    );
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('tells a viewer the page is for administrators and asks the server nothing', async () => {
    renderPage('viewer');
    expect(
      await screen.findByText('User management is available to administrators only.'),
    ).toBeInTheDocument();
  });
});
