/**
 * Gap list in EDIT mode (issue 14, branch gapedit), part of the `gap` figure: the admin opens the synthetic 5,000
 * list, switches "Edit" on (every row's assessment is the editor, or its stand-in while the list scrolls), then the
 * frames dropped while idle (the machine's baseline), scrolling by scrollTop steps and by the mouse wheel (method:
 * scroll-frames.ts, the same lengths as gap-list-render.ts's view-mode rows). After the steps it also counts the
 * stand-ins left once the list has settled (the editors must replace them all) and the rows whose height changed
 * when their editor replaced the stand-in (a jump moves the content under the user's eyes).
 */
import { chromium, expect, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, demoUsers } from '../../support/suite';
import { base, type Bench } from '../context';
import { signInAs } from '../render';
import { describe, idleFrames, stepFrames, wheelFrames } from '../scroll-frames';

const STEP_FRAMES = 600;
const WHEEL_EVENTS = 200;
/** longer than the settle delay (150 ms) and the few frames the queued editors take to mount */
const SETTLE_MS = 2000;

const requirementsList = (page: Page) => page.getByRole('region', { name: 'Requirements' });

/** Heights (px) of the rendered rows that show a stand-in now, by virtual index. */
const standInHeights = (page: Page) =>
  requirementsList(page).evaluate((el) =>
    Object.fromEntries(
      [...el.querySelectorAll<HTMLElement>('[data-index]')]
        .filter((row) => row.querySelector('[data-stand-in]'))
        .map((row) => [row.dataset.index!, row.getBoundingClientRect().height]),
    ),
  );

/** Counts the editors mounted in the list from now on (each has two textareas, reason and notes; a stand-in none). */
const countEditors = (page: Page) =>
  requirementsList(page).evaluate((el) => {
    const w = window as unknown as { __editors: number; __editorsObserver?: MutationObserver };
    w.__editors = 0;
    w.__editorsObserver?.disconnect();
    w.__editorsObserver = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element)
            w.__editors += (n.matches('textarea') ? 1 : 0) + n.querySelectorAll('textarea').length;
    });
    w.__editorsObserver.observe(el, { childList: true, subtree: true });
  });
const editorsCounted = (page: Page) =>
  page.evaluate(() => Math.round((window as unknown as { __editors: number }).__editors / 2));

/** Of the rows given, how many changed height (> 1 px), the largest change, and the stand-ins still shown. */
const afterSettle = (page: Page, before: Record<string, number>) =>
  requirementsList(page).evaluate((el, before) => {
    let changed = 0;
    let largest = 0;
    for (const [index, height] of Object.entries(before)) {
      const row = el.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (!row || row.querySelector('[data-stand-in]')) continue;
      const delta = Math.abs(row.getBoundingClientRect().height - height);
      if (delta > 1) changed++;
      largest = Math.max(largest, delta);
    }
    return { changed, largest, left: el.querySelectorAll('[data-stand-in]').length };
  }, before);

export async function gapListEditScroll(
  bench: Bench,
  many: { id: string; requirements: number },
): Promise<void> {
  await bench.ensureStarted();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signInAs(page, demoUsers.acmeAdmin);
    await page.goto(`${base}/sr-list/${many.id}`);
    const list = requirementsList(page);
    await expect(list.locator('[id^="requirement-"]').first()).toBeVisible({ timeout: 60_000 });
    // Mantine's switch input is visually hidden: a user clicks its visible label (as the e2e scenarios do)
    await page.getByRole('main').getByText('Edit', { exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Edit' })).toBeChecked();
    await expect(list.getByRole('textbox', { name: 'Reason' }).first()).toBeVisible();
    await page.waitForTimeout(SETTLE_MS);

    const idle = await idleFrames(page, (STEP_FRAMES * 1000) / 60);
    await countEditors(page);
    const steps = await stepFrames(list, STEP_FRAMES);
    const editorsWhileStepping = await editorsCounted(page);
    const standIns = await standInHeights(page);
    await page.waitForTimeout(SETTLE_MS);
    const settled = await afterSettle(page, standIns);
    await list.evaluate((el) => (el.scrollTop = 0));
    await page.waitForTimeout(SETTLE_MS);
    await countEditors(page);
    const wheel = await wheelFrames(page, list, WHEEL_EVENTS);
    const editorsWhileWheeling = await editorsCounted(page);

    const label = `${many.requirements.toLocaleString('en')} requirements`;
    bench.row(
      `gap list of ${label} in EDIT mode, frames at 60 Hz while idle (baseline, no scrolling)`,
      describe(idle),
    );
    bench.row(`same (edit mode), scrolling by scrollTop += 120 px every frame`, describe(steps));
    bench.row(`same (edit mode), scrolling by ${WHEEL_EVENTS} mouse-wheel events of 400 px`, describe(wheel));
    bench.row(
      `same (edit mode), editors mounted during the steps | during the wheel events (rows entering while the list settles for 150 ms, or the editor everywhere)`,
      `${editorsWhileStepping} | ${editorsWhileWheeling}`,
    );
    bench.row(
      `same (edit mode), ${SETTLE_MS} ms after the steps: stand-ins left | rows whose height changed when the editor replaced the stand-in`,
      `${settled.left} | ${settled.changed} of ${Object.keys(standIns).length} (largest ${settled.largest.toFixed(1)} px)`,
    );
    bench.goal({
      figure: `gap list: dropped frames scrolling ${label} in edit mode (scrollTop steps)`,
      value: `${steps.dropped} of ${steps.frames + steps.dropped}`,
      goal: '60 fps',
      holds: null,
    });
    bench.goal({
      figure: `gap list: dropped frames scrolling ${label} in edit mode (mouse wheel)`,
      value: `${wheel.dropped} of ${wheel.frames + wheel.dropped}`,
      goal: '60 fps',
      holds: null,
    });
  } finally {
    await browser.close();
  }
}
