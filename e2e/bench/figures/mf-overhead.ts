/**
 * Module Federation overhead (issue 8): the gzipped JS to the first render of /roles (full page load, signed in)
 * in the federated build vs a single-bundle build of the same code (goal ≤ 1.10×). The single bundle is built
 * here from the shell's own webpack config with the federation taken out and mfe-templates imported directly
 * (single-bundle/webpack.config.cjs), served in front of the same suite server, and counted by the very same
 * byte-counting as the weight figure. Bytes are deterministic: the figure holds on a busy machine too.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../support/suite';
import { base, kib, type Figure } from '../context';
import { buildAndServeSingleBundle } from '../single-bundle/build-and-serve';
import { describe, jsBytes, signIn, type JsBytes } from './weight';

/** Signs in on `origin` in a fresh browser context, then counts the JS of a full load of /roles. */
async function rolesJs(browser: Browser, origin: string): Promise<JsBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard`);
    await signIn(page);
    return await jsBytes(page, async () => {
      await page.goto(`${origin}/roles`);
      await page.getByRole('row', { name: /Bench role 000/ }).waitFor();
    });
  } finally {
    await context.close();
  }
}

export const mfOverhead: Figure = {
  name: 'mf',
  async run(bench) {
    await bench.ensureStarted();
    await bench.seedRoles(await bench.token());
    const single = await buildAndServeSingleBundle(base);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const federated = await rolesJs(browser, base);
      const bundled = await rolesJs(browser, single.origin);
      bench.row(
        'JS for /roles, federated build (gzip / raw, files; full load, signed in)',
        describe(federated),
      );
      bench.row(
        `JS for /roles, single bundle (shell config without federation, mfe-templates imported directly: ` +
          `e2e/bench/single-bundle; built in ${single.buildSeconds.toFixed(0)} s)`,
        describe(bundled),
      );
      const ratio = federated.gzip / bundled.gzip;
      bench.goal({
        figure: 'Module Federation overhead (/roles JS gzip, federated ÷ one bundle)',
        value: `${ratio.toFixed(2)}× (+${kib(federated.gzip - bundled.gzip)})`,
        goal: '≤ 1.10×',
        holds: ratio <= 1.1,
      });
    } finally {
      await browser.close();
      await single.close();
    }
  },
};
