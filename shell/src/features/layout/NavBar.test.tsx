import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { NavBar } from './NavBar';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';

const renderAt = (ui: JSX.Element, route: string) => renderWithProviders(ui, { route, session: 'admin' });

describe('NavBar', () => {
  it('has the seven entries in the spec order, each labelled with its tooltip text', () => {
    renderAt(<NavBar />, '/templates/42');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Process Overview', '/processes'],
      ['Templates', '/templates'],
      ['Template Contents', '/template-contents'],
      ['Glossary', '/glossary'],
      ['List of applied Standards & Regulations', '/sr-list'],
      ['Impact Analysis', '/impact-analysis'],
      ['Roles', '/roles'],
    ]);
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Template Contents' })).not.toHaveAttribute('aria-current');
  });

  it('shows the tooltip when a link gets keyboard focus', async () => {
    renderAt(<NavBar />, '/dashboard');
    expect(screen.queryByText('Process Overview')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Process Overview' })).toHaveFocus();
    expect(await screen.findByText('Process Overview')).toBeInTheDocument();
  });
});

describe('ShellBreadcrumbs', () => {
  it('renders links for parents and a disabled last crumb', () => {
    renderAt(<ShellBreadcrumbs />, '/processes/v-1');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Process Overview' })).toHaveAttribute('href', '/processes');
    expect(screen.queryByRole('link', { name: 'Process Detail' })).not.toBeInTheDocument();
    expect(screen.getByText('Process Detail')).toHaveAttribute('aria-disabled', 'true');
  });

  it('sits in a Breadcrumb navigation landmark', () => {
    renderAt(<ShellBreadcrumbs />, '/roles');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByText('Roles')).toHaveAttribute('aria-current', 'page');
  });

  it('does not link the artifact crumb on /processes/{artifactId}/current', () => {
    renderAt(<ShellBreadcrumbs />, '/processes/a-1/current');
    expect(screen.getByRole('link', { name: 'Process Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Process Detail' })).not.toBeInTheDocument();
    expect(screen.getByText('Process Detail')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Process Detail')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Current')).toHaveAttribute('aria-current', 'page');
  });
});
