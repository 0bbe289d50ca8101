import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { ShellBreadcrumbs } from '../features/layout';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Broken(): JSX.Element {
  throw new Error('render failed');
}

describe('ShellErrorBoundary', () => {
  it('shows a message and a reload button instead of a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onReload = jest.fn();
    renderWithProviders(
      <ShellErrorBoundary onReload={onReload}>
        <Broken />
      </ShellErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('lets a malformed URL render: the breadcrumbs show the raw segment', () => {
    renderWithProviders(
      <ShellErrorBoundary>
        <ShellBreadcrumbs />
      </ShellErrorBoundary>,
      { route: '/foo/%E0%A4%A' },
    );
    expect(screen.queryByTestId('shell-error')).not.toBeInTheDocument();
    expect(screen.getByText('%E0%A4%A')).toHaveAttribute('aria-current', 'page');
  });
});
