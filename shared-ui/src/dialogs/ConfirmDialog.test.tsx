import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function setup() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Delete role"
      message="Delete the role Auditor?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows title and message and confirms with the labelled button', async () => {
    const { onConfirm, onCancel } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(dialog).toHaveTextContent('Delete the role Auditor?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('starts focus on Cancel so Enter never deletes by accident', async () => {
    const { onConfirm, onCancel } = setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const { onConfirm, onCancel } = setup();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
