import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eRemotesConfig } from '../playwright.config';
import { signIn } from '../support/session';
import { buildAreaAlone, removeAreaBuild } from '../support/ship-an-area';
import { demoUsers } from '../support/suite';

// Building one remote takes a minute on a loaded 2-core machine.
test.setTimeout(300_000);

const SHIPPED = '1.0.1-shipped-alone';
const NEWER_SHARED = '1.0.2-newer-shared-ui';

test.afterEach(() => {
  rmSync(e2eRemotesConfig, { force: true });
  removeAreaBuild('impact', SHIPPED);
  removeAreaBuild('impact', NEWER_SHARED);
});

/** Points one area of remotes.json at a build, as ops do. */
async function pointImpactAt(page: Page, entry: string): Promise<void> {
  const current = (await (await page.request.get('/config/remotes.json')).json()) as Record<string, string>;
  mkdirSync(path.dirname(e2eRemotesConfig), { recursive: true });
  writeFileSync(e2eRemotesConfig, JSON.stringify({ ...current, impact: entry }, null, 2));
}

// The team's change: a Mantine component no other part of the suite renders (RingProgress), and an export of
// shared-ui no area used before (formatSignedAt), on the Impact Analysis Overview.
const SHIPPED_ALONE_PANEL = `import { RingProgress, Text } from '@mantine/core';
import { formatSignedAt } from '@qms/shared-ui';

export function ShippedAlone() {
  return (
    <RingProgress
      size={96}
      sections={[{ value: 40, color: 'blue' }]}
      label={<Text size="xs" ta="center">Shipped alone {formatSignedAt('2026-01-02T03:04:05Z', 'UTC')}</Text>}
    />
  );
}
`;

const showPanel = {
  file: 'src/app/routes.tsx',
  find: '<Route path="/impact-analysis" element={<ImpactAnalysisListPage />} />',
  replace: '<Route path="/impact-analysis" element={<><ShippedAlone /><ImpactAnalysisListPage /></>} />',
};
const importPanel = {
  file: 'src/app/routes.tsx',
  find: "import { AREA } from './area';",
  replace: "import { AREA } from './area';\nimport { ShippedAlone } from './ShippedAlone';",
};

test('an area team ships a change alone: the unchanged shell renders it, and ops roll it back', async ({
  page,
}) => {
  // live: the build of the suite (a newer folder would otherwise be picked up by the generated remotes.json)
  await pointImpactAt(page, '/remotes/impact/1.0.0/remoteEntry.js');
  const entry = buildAreaAlone({
    area: 'impact',
    version: SHIPPED,
    add: { 'src/app/ShippedAlone.tsx': SHIPPED_ALONE_PANEL },
    change: [importPanel, showPanel],
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signIn(page, demoUsers.acmeViewer, '/impact-analysis');
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  await expect(page.getByText(/^Shipped alone/)).toHaveCount(0);

  await pointImpactAt(page, entry);
  await page.reload();
  await expect(page.locator(`[data-build-version="${SHIPPED}"]`)).toHaveCount(1);
  await expect(page.getByText(/^Shipped alone 02\.01\.2026/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);

  // roll back: the line points at the previous build again
  await pointImpactAt(page, '/remotes/impact/1.0.0/remoteEntry.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  await expect(page.locator('[data-build-version="1.0.0"]')).toHaveCount(1);
  await expect(page.getByText(/^Shipped alone/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a build that needs a newer shared-ui than the suite provides is refused with a clear panel', async ({
  page,
}) => {
  const provided = (
    (await import('../../shared-ui/package.json', { with: { type: 'json' } })) as {
      default: { version: string };
    }
  ).default.version;
  const [major, minor] = provided.split('.').map(Number);
  const needed = `${major}.${minor! + 1}`;
  const entry = buildAreaAlone({
    area: 'impact',
    version: NEWER_SHARED,
    add: {},
    change: [],
    sharedUi: { version: `${needed}.0`, addToIndex: "\nexport const ADDED_IN_THIS_MINOR = 'new';\n" },
  });

  await signIn(page, demoUsers.acmeViewer, '/processes');
  await pointImpactAt(page, entry);
  await page.goto('/impact-analysis');
  const panel = page.getByTestId('area-unavailable');
  await expect(panel).toContainText('Impact Analysis is temporarily unavailable');
  await expect(panel).toContainText(
    `This build of Impact Analysis needs suite shared-ui ≥ ${needed}; this suite provides ${provided}.`,
  );
  // the rest of the suite keeps working
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
});
