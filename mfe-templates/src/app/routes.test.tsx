import { screen } from '@testing-library/react';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { AreaRoutes } from './routes';

setupScreenTest();

describe('templates area routes', () => {
  it.each([
    ['/roles/unknown/path', 'Go to Roles', '/roles'],
    ['/templates/v1/extra', 'Go to Templates', '/templates'],
    ['/glossary/x', 'Go to Glossary', '/glossary'],
  ])('shows Page not found for the unknown path %s inside the area', (route, linkName, href) => {
    renderWithProviders(<AreaRoutes />, { route, session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it.each(['/dashboard', '/templates-x', '/processes'])(
    'renders nothing for %s outside the area (the shell owns it)',
    (route) => {
      renderWithProviders(<AreaRoutes />, { route, session: 'viewer' });
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );

  it('still renders its own screens', () => {
    renderWithProviders(<AreaRoutes />, { route: '/glossary', session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
  });
});
