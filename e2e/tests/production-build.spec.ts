import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/suite';

// Checks the build output `npm start` deploys (issue 6, defect 11): no source maps, no in-browser mock.
const distDirs = ['shell', 'mfe-processes', 'mfe-templates', 'mfe-regulations', 'mfe-impact']
  .map((app) => path.join(repoRoot, app, 'dist'))
  .filter((dir) => existsSync(dir));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .map((f) => path.join(dir, f));
}

test('the production build ships no source maps and no MSW mock (handlers, demo fixtures, worker)', async () => {
  expect(distDirs.length, 'the suite is built').toBe(5);
  const files = distDirs.flatMap(filesUnder);
  expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  const scripts = files.filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // markers of the mock: the MSW worker's name, its start call, the mock's demo passwords and error texts
  // (plus a comment pointing at a .map file; css-loader's runtime merely contains the word sourceMappingURL)
  const markers = [
    /mockServiceWorker/,
    /onUnhandledRequest/,
    /AcmeAdmin!2026/,
    /sourceMappingURL=[^\s"'`]+\.map/,
  ];
  const found = scripts.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return markers.filter((m) => m.test(text)).map((m) => `${path.relative(repoRoot, file)}: ${m}`);
  });
  expect(found).toEqual([]);
});

test("the server hands out the shell's script but no source map for it", async ({ request }) => {
  const index = readFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
  const script = /src="?(\/main\.[0-9a-f]+\.js)/.exec(index)?.[1];
  expect(script, 'index.html loads the hashed main script').toBeTruthy();
  expect((await request.get(script!)).status()).toBe(200);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
