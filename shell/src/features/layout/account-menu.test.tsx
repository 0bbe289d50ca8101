import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { NavBar } from './NavBar';

describe('account menu: Audit Trail', () => {
  it('links admins to /audit-trail', async () => {
    renderWithProviders(<NavBar />, { route: '/dashboard', session: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Audit Trail' })).toHaveAttribute(
      'href',
      '/audit-trail',
    );
  });

  it('does not show the link to viewers', async () => {
    renderWithProviders(<NavBar />, { route: '/dashboard', session: 'viewer' });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Audit Trail' })).not.toBeInTheDocument();
  });
});
