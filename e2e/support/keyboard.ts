import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element looks like: enough to tell whether a sighted keyboard user can see where focus is. */
interface FocusLook {
  description: string;
  outline: string;
  boxShadow: string;
  indicated: boolean;
}

/**
 * Fails unless something is focused (not the page itself), it is visible in the viewport, and it shows a focus
 * indicator: a visible outline or a box-shadow on it, or an outline on the box drawn around it (a PasswordInput's
 * visible box wraps the real input). Mantine's focus ring is an outline; text fields get one from shared-ui's
 * focus.css.
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused, `${step}: nothing has focus`).toHaveCount(1);
  await expect(focused, `${step}: the focused element is not visible`).toBeVisible();
  await expect(focused, `${step}: the focused element is outside the viewport`).toBeInViewport();
  const look = await focused.evaluate((element): FocusLook => {
    const style = getComputedStyle(element);
    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    const hasOutline = (s: CSSStyleDeclaration) =>
      s.outlineStyle !== 'none' && (parseFloat(s.outlineWidth) || 0) > 0;
    let wrapper = element.parentElement;
    let wrapperOutlined = false;
    for (let depth = 0; wrapper && depth < 2 && !wrapperOutlined; depth++, wrapper = wrapper.parentElement) {
      wrapperOutlined = wrapper.matches(':focus-within') && hasOutline(getComputedStyle(wrapper));
    }
    const outlineShown = (style.outlineStyle !== 'none' && outlineWidth > 0) || wrapperOutlined;
    const shadowShown = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      description: `<${element.tagName.toLowerCase()}> ${name}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      indicated: outlineShown || shadowShown,
    };
  });
  expect(
    look.indicated,
    `${step}: ${look.description} shows no focus indicator (outline: ${look.outline}; box-shadow: ${look.boxShadow})`,
  ).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus is visible. Fails after
 * `maxSteps` presses: the target is then not reachable by keyboard.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxSteps = 120 }: { backwards?: boolean; maxSteps?: number } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let step = 1; step <= maxSteps; step++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page, `${key} #${step} towards ${target}`);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} was not reached with ${maxSteps} × ${key}`);
}

/** The focused element is `target`. */
export async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}
