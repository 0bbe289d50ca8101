import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROLE_CHANGED_BY_SOMEONE_ELSE, ROLE_MESSAGES, TEMPLATE_CONTENT_MESSAGES } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { RolesPage } from './RolesPage';

const { server, snackbar } = setupScreenTest();

const rolesTable = () => screen.findByRole('table', { name: 'Roles' });
const errors = snackbar.errors;

// the standards service's roles the form offers (GET /sr-api/roles)
beforeEach(() =>
  server.use(
    http.get('*/sr-api/roles', () =>
      HttpResponse.json([{ id: 'SR-ROLE-QM', name: 'Management Representative', description: '' }]),
    ),
  ),
);

describe('RolesPage', () => {
  it('lists the roles with the four spec columns', async () => {
    renderWithProviders(<RolesPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Roles', level: 1 })).toBeInTheDocument();
    const table = await rolesTable();
    for (const header of ['Name', 'Responsibility', 'Authority', 'Competence Requirements']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Quality Manager')).toBeInTheDocument();
    expect(within(table).getByText('ISO 13485 training')).toBeInTheDocument();
  });

  it('shows no admin buttons to a viewer', async () => {
    renderWithProviders(<RolesPage />, { session: 'viewer' });
    await screen.findByText('Quality Manager');
    expect(screen.queryByRole('button', { name: 'New Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) role/ })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    getMockDb().roles = [];
    renderWithProviders(<RolesPage />, { session: 'admin' });
    expect(await screen.findByText('No roles yet.')).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/roles', 500, 'db down'));
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await waitFor(() => expect(errors()).toEqual([ROLE_MESSAGES.fetch]));
    expect(snackbar.messages[0]?.detail).toBe('db down');
  });

  it('shows a failed load as such, with Retry, not as an empty list', async () => {
    const user = userEvent.setup();
    server.use(failWith('get', '/qms-api/roles', 500, 'db down'));
    renderWithProviders(<RolesPage />, { session: 'admin' });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No roles yet.')).not.toBeInTheDocument();
    // New Role stays available
    expect(screen.getByRole('button', { name: 'New Role' })).toBeEnabled();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Quality Manager')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument();
  });

  it('closes an unchanged dialog at once, but asks before discarding typed input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await screen.findByText('Quality Manager');

    await user.click(screen.getByRole('button', { name: 'New Role' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New Role' }));
    let dialog = await screen.findByRole('dialog', { name: 'New Role' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Auditor');
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getByRole('button', { name: 'Close' })),
      () => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ]) {
      await close();
      expect(within(dialog).getByText('Discard your changes?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Auditor');
    }

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the next dialog starts clean
    await user.click(screen.getByRole('button', { name: 'New Role' }));
    dialog = await screen.findByRole('dialog', { name: 'New Role' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates a role, validating the name first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await screen.findByText('Quality Manager');
    await user.click(screen.getByRole('button', { name: 'New Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Role' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const name = within(dialog).getByLabelText(/Name/);
    await user.type(name, 'x');
    await user.clear(name);
    expect(within(dialog).getByText('Minimum 1 character')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(name, 'Auditor');
    await user.type(within(dialog).getByLabelText('Competence Requirements'), 'Lead auditor course');
    expect(within(dialog).queryByText('Minimum 1 character')).not.toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Auditor')).toBeInTheDocument();
    expect(getMockDb().roles.find((r) => r.name === 'Auditor')?.requirements).toBe('Lead auditor course');
    expect(snackbar.messages.map((m) => m.message)).toContain('Role saved.');
  });

  it("links a role to a role of the standards service, '# Not Linked' until one is chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit role Process Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    const select = within(dialog).getByRole('textbox', { name: 'Standard Role' });
    expect(select).toHaveValue('# Not Linked');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Management Representative' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getMockDb().roles.find((r) => r.name === 'Process Owner')?.srId).toBe('SR-ROLE-QM'),
    );
  });

  it("reports 'Roles from SR could not be fetched.' when the standards service fails", async () => {
    server.use(failWith('get', '/sr-api/roles', 503, 'sr down'));
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'New Role' }));
    await screen.findByRole('dialog', { name: 'New Role' });
    await waitFor(() => expect(errors()).toEqual([TEMPLATE_CONTENT_MESSAGES.srRoles]));
  });

  it('edits a role with PUT', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit role Process Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    const authority = within(dialog).getByLabelText('Authority');
    expect(authority).toHaveValue('Proposes changes to the process.');
    await user.clear(authority);
    await user.type(authority, 'Approves changes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Approves changes')).toBeInTheDocument();
    expect(getMockDb().roles).toHaveLength(2);
    expect(getMockDb().roles.find((r) => r.name === 'Process Owner')?.authority).toBe('Approves changes');
  });

  it('keeps the input and offers a reload when someone else saved the role first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit role Process Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    // another admin saves the same role meanwhile
    const stored = getMockDb().roles.find((r) => r.name === 'Process Owner')!;
    Object.assign(stored, { authority: 'Changed in another tab', dbVersion: stored.dbVersion + 1 });

    const authority = within(dialog).getByLabelText('Authority');
    await user.clear(authority);
    await user.type(authority, 'My change');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(ROLE_CHANGED_BY_SOMEONE_ELSE)).toBeInTheDocument();
    expect(errors()).toEqual([ROLE_MESSAGES.save]);
    expect(within(dialog).getByLabelText('Authority')).toHaveValue('My change');
    expect(stored.authority).toBe('Changed in another tab');

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByLabelText('Authority')).toHaveValue(
        'Changed in another tab',
      ),
    );
    expect(screen.queryByText(ROLE_CHANGED_BY_SOMEONE_ELSE)).not.toBeInTheDocument();
    // saving on the reloaded version goes through
    const reloaded = screen.getByRole('dialog');
    await user.type(within(reloaded).getByLabelText('Authority'), ' and mine');
    await user.click(within(reloaded).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getMockDb().roles.find((r) => r.id === stored.id)?.authority).toBe(
      'Changed in another tab and mine',
    );
  });

  it('deletes a role only after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete role Process Owner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete role' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(getMockDb().roles).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete role Process Owner' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete role' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Process Owner')).not.toBeInTheDocument());
    expect(getMockDb().roles.map((r) => r.name)).toEqual(['Quality Manager']);
    expect(snackbar.messages.map((m) => m.message)).toContain('Role deleted.');
  });

  it('reports a failed delete with the spec message', async () => {
    const user = userEvent.setup();
    server.use(failWith('delete', '/qms-api/roles/:id', 409, 'Role is still assigned'));
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete role Process Owner' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete role' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(errors()).toEqual([ROLE_MESSAGES.delete]));
    expect(snackbar.messages.find((m) => m.kind === 'error')?.detail).toBe('Role is still assigned');
    expect(screen.getByText('Process Owner')).toBeInTheDocument();
  });

  it('keeps the input and reloads the roles when a save fails', async () => {
    const user = userEvent.setup();
    let roleListCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/qms-api/roles') roleListCalls++;
    });
    server.use(failWith('post', '/qms-api/roles', 500, 'db down'));
    renderWithProviders(<RolesPage />, { session: 'admin' });
    await screen.findByText('Quality Manager');
    expect(roleListCalls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'New Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Role' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Auditor');
    await user.type(within(dialog).getByLabelText('Responsibility'), 'Audits processes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errors()).toEqual([ROLE_MESSAGES.save]));
    expect(snackbar.messages.find((m) => m.kind === 'error')?.detail).toBe('db down');
    await waitFor(() => expect(roleListCalls).toBe(2));
    // nothing typed is lost
    expect(screen.getByRole('dialog', { name: 'New Role' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Auditor');
    expect(within(dialog).getByLabelText('Responsibility')).toHaveValue('Audits processes');
    server.events.removeAllListeners();
  });
});
