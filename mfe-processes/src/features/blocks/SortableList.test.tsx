import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SortableList } from './SortableList';

describe('SortableList', () => {
  it('lifts a block with the keyboard and tells screen readers how', async () => {
    const onReorder = jest.fn();
    render(
      <MantineProvider>
        <SortableList
          items={['a', 'b', 'c']}
          idOf={(x) => x}
          handleLabel={(x) => `Move ${x}`}
          onReorder={onReorder}
        >
          {(item, handle) => (
            <div>
              {handle}
              {item}
            </div>
          )}
        </SortableList>
      </MantineProvider>,
    );
    const handle = screen.getByRole('button', { name: 'Move c' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // lifted: dnd-kit marks the handle pressed and announces the drag in its live region
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/Draggable item c/i);
    expect(handle).toHaveAttribute('aria-describedby');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)).toHaveTextContent(
      'To pick up a draggable item, press the space bar.',
    );
  });
});
