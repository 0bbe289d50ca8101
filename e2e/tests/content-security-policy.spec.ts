import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// The suite works under the server's Content-Security-Policy (issue 6, defect 9): every screen of every area,
// the manual and the reset page, with no violation reported by Chromium.
const screens = [
  { label: 'Process Overview', heading: 'Process Overview' },
  { label: 'Templates', heading: 'Templates' },
  { label: 'Template Contents', heading: 'Template Contents' },
  { label: 'Glossary', heading: 'Glossary' },
  { label: 'List of applied Standards & Regulations', heading: 'List of applied Standards & Regulations' },
  { label: 'Impact Analysis', heading: 'Impact Analysis Overview' },
  { label: 'Roles', heading: 'Roles' },
];

/** Records CSP violations (the DOM event and Chromium's console message) from the first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(
        `${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test('the whole suite runs under the CSP without a single violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/dashboard');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');

  await signIn(page, demoUsers.acmeAdmin);
  for (const screen of screens) {
    await page.getByRole('link', { name: screen.label, exact: true }).click();
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
  }
  // Acme's logo is shown from a blob: URL
  await expect(page.getByTestId('tenant-logo')).toBeVisible();
  expect(await page.getByTestId('tenant-logo').getAttribute('src')).toMatch(/^blob:/);

  await page.goto('/docs/roles');
  await expect(page.locator('h1')).toBeVisible();
  // the reset page's inline script runs (by hash): without a token it disables the button
  await page.goto('/reset-password');
  await expect(page.getByRole('button', { name: 'Set Password' })).toBeDisabled();

  expect(violations).toEqual([]);
});
