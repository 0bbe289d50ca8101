import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { LazyTooltip } from './LazyTooltip';

const icon = (onPointerEnter?: () => void) => (
  <LazyTooltip label="Edit the thing">
    <ActionIcon aria-label="Edit thing" onPointerEnter={onPointerEnter}>
      E
    </ActionIcon>
  </LazyTooltip>
);

describe('LazyTooltip', () => {
  it('mounts no tooltip (and no portal node) until the child is pointed at or focused', () => {
    renderWithProviders(icon());
    expect(screen.getByRole('button', { name: 'Edit thing' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-portal]')).toHaveLength(0);
  });

  it('shows its label on hover and keeps the child’s own handler', async () => {
    const onPointerEnter = jest.fn();
    renderWithProviders(icon(onPointerEnter));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Edit thing' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit the thing');
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it('shows its label on keyboard focus, the focus staying on the child', async () => {
    renderWithProviders(icon());
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit the thing');
    expect(screen.getByRole('button', { name: 'Edit thing' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Edit thing' })).not.toHaveFocus();
  });
});
