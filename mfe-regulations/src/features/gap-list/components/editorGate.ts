import { createContext } from 'react';
import { flushSync } from 'react-dom';

/**
 * When a gap-list row may mount its assessment editor (issue 14, edit mode). Rows that enter while the list scrolls
 * show a light stand-in and ask the gate; once scrolling has settled the gate mounts the waiting editors a few per
 * frame (nearest the viewport first), within a time budget, so neither the scroll nor the settle drops a run of
 * frames. Mounting the ~60 kept rows' editors in one go costs several frames on a slow machine.
 */
interface EditorGate {
  /** true while the list scrolls: a row rendered now starts as the stand-in */
  isScrolling(): boolean;
  /**
   * Queues a row's editor: `mount` runs (inside flushSync) once the list is settled. `element` locates the row for
   * the nearest-first order. Returns a cancel function (the row left the DOM first, or mounted on focus).
   */
  request(mount: () => void, element: () => Element | null): () => void;
  /** the list's scrolling state changed (TanStack Virtual's onChange) */
  update(): void;
}

/** Render time a frame may spend mounting editors; at least one editor mounts per frame. */
const MOUNT_BUDGET_MS = 8;

interface Entry {
  mount: () => void;
  element: () => Element | null;
}

/** Distance (px) of an element from the visible part of `viewport`; 0 when they overlap, Infinity when detached. */
function distance(element: Element | null, viewport: DOMRect | null): number {
  if (!element || !element.isConnected) return Infinity;
  if (!viewport) return 0;
  const r = element.getBoundingClientRect();
  if (r.bottom < viewport.top) return viewport.top - r.bottom;
  if (r.top > viewport.bottom) return r.top - viewport.bottom;
  return 0;
}

export function createEditorGate(
  isScrolling: () => boolean,
  scrollElement: () => Element | null = () => null,
): EditorGate {
  const pending = new Set<Entry>();
  let frame = 0;
  // where the list was when it settled: a settle is only TanStack's 150 ms without a scroll event, which a long
  // frame on a loaded machine also gives while the list still moves (the scroll event of a new position comes a
  // frame later); mounting then made the next frame long too, and the next "settle" came — a cascade (bench)
  let settledAt: number | null = null;
  const offset = () => scrollElement()?.scrollTop ?? 0;
  const still = () => !isScrolling() && offset() === settledAt;

  const schedule = () => {
    if (isScrolling()) settledAt = null;
    else if (settledAt === null) settledAt = offset();
    if (frame || pending.size === 0 || isScrolling()) return;
    frame = requestAnimationFrame(pump);
  };

  function pump() {
    frame = 0;
    if (!still()) return; // the next settle schedules again
    const viewport = scrollElement()?.getBoundingClientRect() ?? null;
    const order = [...pending]
      .map((entry) => ({ entry, d: distance(entry.element(), viewport) }))
      .sort((a, b) => a.d - b.d);
    const start = performance.now();
    for (const { entry } of order) {
      if (performance.now() - start > MOUNT_BUDGET_MS || !still()) break;
      pending.delete(entry);
      // rendered now, not batched: the budget measures the real render cost of each editor
      flushSync(entry.mount);
    }
    if (still()) schedule();
  }

  return {
    isScrolling,
    request(mount, element) {
      const entry = { mount, element };
      pending.add(entry);
      schedule();
      return () => {
        pending.delete(entry);
        if (pending.size === 0 && frame) {
          cancelAnimationFrame(frame);
          frame = 0;
        }
      };
    },
    update: schedule,
  };
}

/** Outside a virtual list (no gate given) an editor mounts at once. */
export const EditorGateContext = createContext<EditorGate>(createEditorGate(() => false));
