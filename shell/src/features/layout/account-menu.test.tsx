import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QMS_ADMIN, QMS_VIEWER, sessionStore } from '@qms/shared-api';
import { renderInShell } from '../../test/render';
import { NavBar } from './NavBar';

const signIn = (roles: string[]) =>
  sessionStore.set({
    user: {
      userId: 'u1',
      email: 'anna@acme.example',
      userName: 'Anna Admin',
      userInitials: 'AA',
      tenantId: 't1',
      tenantName: 'Acme',
      roles,
    },
    getToken: async () => 'token',
    logout: async () => {},
  });
afterEach(() => sessionStore.set(null));

describe('account menu: Audit Trail', () => {
  it('links admins to /audit-trail', async () => {
    signIn([QMS_ADMIN, QMS_VIEWER]);
    renderInShell(<NavBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Audit Trail' })).toHaveAttribute(
      'href',
      '/audit-trail',
    );
  });

  it('does not show the link to viewers', async () => {
    signIn([QMS_VIEWER]);
    renderInShell(<NavBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Audit Trail' })).not.toBeInTheDocument();
  });
});
