import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@qms/shared-api';
import { INFO_AUTO_CLOSE_MS, Snackbar, notify } from '@qms/shared-ui';
import { renderWithProviders } from '@qms/shared-ui/test-utils';

describe('Snackbar (rendered by the shell)', () => {
  it('shows an error in red with message, server errorMessage as detail, and closes', async () => {
    renderWithProviders(<Snackbar />);
    act(() =>
      notify.error(
        "Users couldn't be fetched. Please try again.",
        new ApiError(500, 'Database down', '/qms-api/users'),
      ),
    );

    const bar = screen.getByTestId('snackbar');
    expect(bar).toHaveAttribute('data-kind', 'error');
    // red.9 behind white text: 5.4:1 (WCAG AA)
    expect(bar.getAttribute('style') ?? '').toContain('--mantine-color-red-9');
    expect(screen.getByTestId('snackbar-message')).toHaveTextContent(
      "Users couldn't be fetched. Please try again.",
    );
    expect(screen.getByTestId('snackbar-detail')).toHaveTextContent('Database down');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('shows information in green and an error without errorMessage as name and message', () => {
    renderWithProviders(<Snackbar />);
    act(() => notify.info('File has been successfully uploaded.'));
    act(() => notify.error('Can not logout', new TypeError('Failed to fetch')));

    const [info, error] = screen.getAllByTestId('snackbar');
    // green.7 behind black text: 7.6:1 (white text would need a darker green than green.9)
    expect(info!.getAttribute('style') ?? '').toContain('--mantine-color-green-7');
    expect(info!.getAttribute('style') ?? '').toContain('color: var(--mantine-color-black)');
    expect(info).toHaveTextContent('File has been successfully uploaded.');
    expect(error).toHaveTextContent('TypeError: Failed to fetch');
  });

  it('closes information by itself after 6 s; an error stays until Close', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Snackbar />);
      act(() => notify.error('Can not logout', new TypeError('Failed to fetch')));
      act(() => notify.info('File has been successfully uploaded.'));
      expect(screen.getAllByTestId('snackbar')).toHaveLength(2);

      act(() => jest.advanceTimersByTime(INFO_AUTO_CLOSE_MS - 1));
      expect(screen.getByText('File has been successfully uploaded.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('File has been successfully uploaded.')).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(10 * INFO_AUTO_CLOSE_MS));
      expect(screen.getByTestId('snackbar')).toHaveAttribute('data-kind', 'error');
    } finally {
      jest.useRealTimers();
    }
  });
  it("a success of a topic closes that topic's earlier errors only", () => {
    renderWithProviders(<Snackbar />);
    act(() => notify.error("Couldn't execute decision", new TypeError('wrong password'), { topic: 'wf:a' }));
    act(() => notify.error("Users couldn't be fetched", new TypeError('down'), { topic: 'users' }));
    act(() => notify.error('Untopical failure', new TypeError('x')));
    act(() => notify.info('Approval signed.', undefined, { topic: 'wf:a' }));
    expect(screen.getAllByTestId('snackbar-message').map((m) => m.textContent)).toEqual([
      "Users couldn't be fetched",
      'Untopical failure',
      'Approval signed.',
    ]);
  });

  it('keeps Close whole beside a long message (it must not shrink to "Clos")', () => {
    renderWithProviders(<Snackbar />);
    act(() => notify.error('x'.repeat(300), new TypeError('y'.repeat(300))));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ flexShrink: '0' });
  });
});
