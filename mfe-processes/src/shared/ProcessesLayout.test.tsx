import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { ProcessesLayout } from './ProcessesLayout';
import { clampSidePanelWidth, sidePanelCssWidth } from './side-panel-width';

// The side panels: 600 px by default (spec 1 §9), resizable by pointer and keyboard, kept per browser, and never
// wider than leaves the process its room (the 1366 px laptop squeezed the Overview's table to a third).

const renderLayout = () =>
  renderWithProviders(
    <ProcessesLayout tree={<p>tree</p>} panels={[{ value: 'gap', label: 'Gap List', content: <p>gaps</p> }]}>
      <p>process</p>
    </ProcessesLayout>,
  );

const panelsWidth = () => screen.getByRole('complementary', { name: 'Widgets' }).style.width;

beforeEach(() => window.localStorage.clear());

// jsdom has no PointerEvent: without one, fireEvent's pointer events carry no clientX
beforeAll(() => {
  class PointerEvent extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent });
});

describe('the processes side panels', () => {
  it('start at the spec width, narrowed where the process would have less than its room', () => {
    renderLayout();
    expect(screen.getByRole('separator', { name: 'Resize side panels' })).toHaveAttribute(
      'aria-valuenow',
      '600',
    );
    // (jsdom's CSS parser spaces min() out oddly; the browser takes the string as written)
    expect(panelsWidth()).toMatch(/^min\(600px.*max\(320px.*calc\(100% - 846px\)\)\)$/);
    expect(sidePanelCssWidth(600, 280)).toBe('min(600px, max(320px, calc(100% - 846px)))');
  });

  it('widen and narrow by the arrow keys, go back to 600 px on Enter, and are kept for the next page', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout();
    const handle = screen.getByRole('separator', { name: 'Resize side panels' });
    handle.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '640');
    expect(panelsWidth()).toContain('min(640px');
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '620');
    unmount();

    renderLayout();
    const again = screen.getByRole('separator', { name: 'Resize side panels' });
    expect(again).toHaveAttribute('aria-valuenow', '620');
    again.focus();
    await user.keyboard('{Enter}');
    expect(again).toHaveAttribute('aria-valuenow', '600');
  });

  it('follow a drag of their edge, within their limits', () => {
    renderLayout();
    const handle = screen.getByRole('separator', { name: 'Resize side panels' });
    // jsdom lays nothing out: the drag starts from the chosen width
    fireEvent.pointerDown(handle, { clientX: 800, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 700, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '700');
    fireEvent.pointerMove(handle, { clientX: 1400, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '320');
    expect(window.localStorage.getItem('qms-process-side-panel-width')).toBe('320');
  });

  it('hide their handle when collapsed', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Hide side panels' }));
    expect(screen.queryByRole('separator', { name: 'Resize side panels' })).not.toBeInTheDocument();
    expect(panelsWidth()).toBe('40px');
  });

  it('clamp a width to 320–1000 px', () => {
    expect([clampSidePanelWidth(10), clampSidePanelWidth(612.4), clampSidePanelWidth(5000)]).toEqual([
      320, 612, 1000,
    ]);
  });
});
