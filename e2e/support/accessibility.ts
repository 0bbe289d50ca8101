import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility gate's rules (issue 8, docs/adr/0031-accessibility-gate.md): axe-core's WCAG 2.0/2.1 level A and
 * AA rules, plus its best-practice rules so landmark findings are seen too.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Findings of these impacts fail the gate, whatever rule reports them. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * Moderate landmark rules that fail the gate as well: the shell fixed them once (one main, one banner, the sign-in
 * view inside main), and a screen that breaks them again would make every page harder to navigate. `region` and
 * `landmark-unique` are reported only: Mantine portals popovers (Select lists, menus) to the end of <body>.
 */
export const FAILING_MODERATE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 8)
    .map(
      (node) =>
        `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
    )
    .join('\n');
  const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
}

export function isFailing(violation: Violation): boolean {
  return FAILING_IMPACTS.includes(violation.impact ?? '') || FAILING_MODERATE_RULES.includes(violation.id);
}

/**
 * Waits until the page has no finite animation running (Mantine fades dialogs and menus in; axe would measure the
 * contrast of half-transparent text). Endless ones (loaders, progress bars) are ignored.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical findings (and the landmark rules above),
 * printing rule id, help text and the target selectors; other findings are printed as a report, not failed.
 * The failure is soft (the test goes on to the next screen and fails at its end). `label` names the state in the output ("/roles", "New Role dialog"…).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const failing = results.violations.filter(isFailing);
  const reported = results.violations.filter((v) => !isFailing(v));
  if (reported.length > 0) {
    console.log(`accessibility (reported, not failing) ${label}:\n${reported.map(describe).join('\n')}`);
  }
  // soft: one run lists every screen's findings, not only the first screen's
  expect
    .soft(
      failing.map((v) => v.id),
      `accessibility violations on ${label}:\n${failing.map(describe).join('\n')}\n`,
    )
    .toEqual([]);
}
