/** spec 1 §2.5, §9: the right sidebar's default width (px) */
export const SIDE_PANEL_DEFAULT_WIDTH = 600;
/** the narrowest the side panels can be made: their tab row and a widget's table still fit */
export const SIDE_PANEL_MIN_WIDTH = 320;
/** the widest they can be dragged to */
export const SIDE_PANEL_MAX_WIDTH = 1000;
/** what the process itself keeps at least, however wide the panels were set: its tables and header actions fit */
export const CONTENT_MIN_WIDTH = 560;
/** the resize handle between the process and the panels (px) */
export const SIDE_PANEL_HANDLE_WIDTH = 6;
/** one arrow key press on the resize handle (px) */
export const SIDE_PANEL_STEP = 20;

const STORAGE_KEY = 'qms-process-side-panel-width';

export function clampSidePanelWidth(width: number): number {
  return Math.round(Math.min(SIDE_PANEL_MAX_WIDTH, Math.max(SIDE_PANEL_MIN_WIDTH, width)));
}

/**
 * The panels' CSS width: the chosen width where the screen has room, narrower where the process would be left
 * less than CONTENT_MIN_WIDTH beside the tree (a 1366 px laptop: ~450 px of panels, not 600 px and a squeezed
 * process), never under SIDE_PANEL_MIN_WIDTH. CSS, not a measurement: it follows every window resize.
 */
export function sidePanelCssWidth(width: number, treeWidth: number): string {
  return `min(${width}px, max(${SIDE_PANEL_MIN_WIDTH}px, calc(100% - ${treeWidth + SIDE_PANEL_HANDLE_WIDTH + CONTENT_MIN_WIDTH}px)))`;
}

/** The width this browser's user last chose; the spec's default until then. */
export function readSidePanelWidth(): number {
  try {
    const stored = Number(window.localStorage.getItem(STORAGE_KEY));
    return stored > 0 ? clampSidePanelWidth(stored) : SIDE_PANEL_DEFAULT_WIDTH;
  } catch {
    // unreadable storage (privacy mode): the default
    return SIDE_PANEL_DEFAULT_WIDTH;
  }
}

export function writeSidePanelWidth(width: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(width));
  } catch {
    // storage full or disabled: the width holds until the page is left
  }
}
