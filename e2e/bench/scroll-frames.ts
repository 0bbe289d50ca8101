/**
 * Dropped frames while a scroll container scrolls (issue 14: "scrolling stays at 60 fps"), counted in the page.
 *
 * Method: a requestAnimationFrame loop records the time between consecutive frames. At 60 Hz a frame is due every
 * 16.7 ms; a delta of k × 16.7 ms means k − 1 frames were missed (rounded, so the scheduler's jitter of a
 * fraction of a millisecond does not count). Two ways of scrolling, both through the page's real scroll handlers:
 *  - steps: every frame sets `scrollTop += STEP` (a steady fling of STEP × 60 px/s), the worst case for a
 *    virtualised list since every frame brings new rows into the DOM;
 *  - wheel: mouse-wheel events from Playwright over the container (Chromium's own wheel scrolling).
 * An idle run (no scrolling) of the same length is printed beside them: what the loaded machine drops anyway.
 */
import type { Locator, Page } from '@playwright/test';

export const FRAME_MS = 1000 / 60;
const STEP = 120;

export interface Frames {
  /** frames painted */
  frames: number;
  /** frames missed at 60 Hz (Σ round(delta / 16.7 ms) − 1) */
  dropped: number;
  /** the longest delta between two frames, ms */
  longest: number;
  /** scroll distance covered, px */
  distance: number;
}

/** Missed 60 Hz frames in a list of rAF deltas (ms). */
export function summarise(deltas: number[], distance: number): Frames {
  return {
    frames: deltas.length,
    dropped: deltas.reduce((sum, d) => sum + Math.max(0, Math.round(d / FRAME_MS) - 1), 0),
    longest: Math.max(0, ...deltas),
    distance,
  };
}

export const describe = (f: Frames): string =>
  `${f.dropped} dropped of ${f.frames + f.dropped} (${((100 * f.dropped) / Math.max(1, f.frames + f.dropped)).toFixed(1)}%), longest frame ${f.longest.toFixed(1)} ms, ${Math.round(f.distance).toLocaleString('en')} px`;

/**
 * tsx (esbuild, keepNames) wraps the named functions inside the callbacks below in `__name(…)`, which the page
 * does not define: define it there as a no-op (a string is evaluated as is, untransformed).
 */
const defineName = (page: Page) => page.evaluate('window.__name = window.__name || ((f) => f)');

/** Starts recording rAF deltas in the page (window.__frames), stopped by `stopRecording`. */
const startRecording = async (page: Page) => {
  await defineName(page);
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    let last: number | null = null;
    const tick = (t: number) => {
      if (last !== null) w.__frames.push(t - last);
      last = t;
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
};
const stopRecording = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });

/** No scrolling for `ms`: the baseline of frames the machine drops by itself. */
export async function idleFrames(page: Page, ms: number): Promise<Frames> {
  await startRecording(page);
  await page.waitForTimeout(ms);
  return summarise(await stopRecording(page), 0);
}

/** `frames` frames of `scrollTop += STEP`, driven from the page's own rAF loop (stops early at the end). */
export async function stepFrames(container: Locator, frames: number): Promise<Frames> {
  await defineName(container.page());
  const { deltas, distance } = await container.evaluate(
    (el, { frames, step }) =>
      new Promise<{ deltas: number[]; distance: number }>((resolve) => {
        const deltas: number[] = [];
        const from = el.scrollTop;
        let last: number | null = null;
        const tick = (t: number) => {
          if (last !== null) deltas.push(t - last);
          last = t;
          const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
          if (deltas.length >= frames || atEnd) return resolve({ deltas, distance: el.scrollTop - from });
          el.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, step: STEP },
  );
  return summarise(deltas, distance);
}

/** `events` mouse-wheel events of `delta` px over the container, one every 50 ms (about 20 per second). */
export async function wheelFrames(
  page: Page,
  container: Locator,
  events: number,
  delta = 400,
): Promise<Frames> {
  const box = await container.boundingBox();
  if (!box) throw new Error('the scroll container is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const from = await container.evaluate((el) => el.scrollTop);
  await startRecording(page);
  for (let i = 0; i < events; i++) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(50);
  }
  const deltas = await stopRecording(page);
  return summarise(deltas, (await container.evaluate((el) => el.scrollTop)) - from);
}
