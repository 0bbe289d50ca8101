import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@qms/shared-api';
import { Snackbar, notify } from '@qms/shared-ui';
import { renderInShell } from '../../test/render';

describe('Snackbar (rendered by the shell)', () => {
  it('shows an error in red with message, server errorMessage as detail, and closes', async () => {
    renderInShell(<Snackbar />);
    act(() =>
      notify.error(
        "Users couldn't be fetched. Please try again.",
        new ApiError(500, 'Database down', '/qms-api/users'),
      ),
    );

    const bar = screen.getByTestId('snackbar');
    expect(bar).toHaveAttribute('data-kind', 'error');
    expect(bar.getAttribute('style') ?? '').toContain('--mantine-color-red-7');
    expect(screen.getByTestId('snackbar-message')).toHaveTextContent(
      "Users couldn't be fetched. Please try again.",
    );
    expect(screen.getByTestId('snackbar-detail')).toHaveTextContent('Database down');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('shows information in green and an error without errorMessage as name and message', () => {
    renderInShell(<Snackbar />);
    act(() => notify.info('File has been successfully uploaded.'));
    act(() => notify.error('Can not logout', new TypeError('Failed to fetch')));

    const [info, error] = screen.getAllByTestId('snackbar');
    expect(info!.getAttribute('style') ?? '').toContain('--mantine-color-green-7');
    expect(info).toHaveTextContent('File has been successfully uploaded.');
    expect(error).toHaveTextContent('TypeError: Failed to fetch');
  });
});
