import { Box } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import {
  clampSidePanelWidth,
  SIDE_PANEL_DEFAULT_WIDTH,
  SIDE_PANEL_HANDLE_WIDTH,
  SIDE_PANEL_MAX_WIDTH,
  SIDE_PANEL_MIN_WIDTH,
  SIDE_PANEL_STEP,
} from './side-panel-width';
import './side-panel-resizer.css';

interface SidePanelResizerProps {
  /** the id of the panels it resizes */
  controls: string;
  width: number;
  /** while dragging: the new width, not yet kept */
  onResize: (width: number) => void;
  /** a drag ended or a key was pressed: the width to keep */
  onCommit: (width: number) => void;
}

/**
 * The side panels' left edge, dragged (or moved with the arrow keys) to give the panels or the process more room;
 * a double click or Enter goes back to the spec's 600 px. A WAI-ARIA window splitter: focusable, with its value.
 */
export function SidePanelResizer({
  controls,
  width,
  onResize,
  onCommit,
}: SidePanelResizerProps): JSX.Element {
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const panels = document.getElementById(controls);
    // where the screen narrowed the panels, the drag starts from what is shown, not from the width chosen
    const shown = panels?.getBoundingClientRect().width || width;
    drag.current = { startX: event.clientX, startWidth: shown, width: shown };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.width = clampSidePanelWidth(drag.current.startWidth + drag.current.startX - event.clientX);
    onResize(drag.current.width);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    onCommit(drag.current.width);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowLeft: width + SIDE_PANEL_STEP,
      ArrowRight: width - SIDE_PANEL_STEP,
      Home: SIDE_PANEL_MIN_WIDTH,
      End: SIDE_PANEL_MAX_WIDTH,
      Enter: SIDE_PANEL_DEFAULT_WIDTH,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onCommit(clampSidePanelWidth(next[event.key]!));
  };

  return (
    <Box
      role="separator"
      className="qms-side-panel-resizer"
      aria-orientation="vertical"
      aria-label="Resize side panels"
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={SIDE_PANEL_MIN_WIDTH}
      aria-valuemax={SIDE_PANEL_MAX_WIDTH}
      tabIndex={0}
      title="Drag to resize the side panels; double-click for the default width"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={() => onCommit(SIDE_PANEL_DEFAULT_WIDTH)}
      onKeyDown={onKeyDown}
      style={{
        alignSelf: 'stretch',
        width: SIDE_PANEL_HANDLE_WIDTH,
        flexShrink: 0,
        cursor: 'col-resize',
        touchAction: 'none',
        borderLeft: '1px solid var(--mantine-color-gray-3)',
      }}
    />
  );
}
