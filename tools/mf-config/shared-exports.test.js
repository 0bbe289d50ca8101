const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('./index.js');
const { ALL, importedExports, sourceFiles, SharedExportsPlugin } = require('./shared-exports.js');

function tempDir(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qms-mf-config-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

nodeTest(
  'the exports remote sources import: named, renamed, default; types, tests and other packages not',
  () => {
    const dir = tempDir({
      'src/a.tsx': [
        "import Lib, { One, Two as Deux, type OnlyType } from 'lib';",
        "import type { AlsoType } from 'lib';",
        "import { Other } from 'other';",
        "export { Three } from 'lib';",
        'export const x = <div />;',
      ].join('\n'),
      'src/b.ts': "import { Four } from 'lib/sub';",
      'src/a.test.tsx': "import { Hidden } from 'lib';",
    });
    const files = sourceFiles(path.join(dir, 'src'));
    assert.deepEqual(files.map((f) => path.basename(f)).sort(), ['a.tsx', 'b.ts']);
    const used = importedExports(files, ['lib', 'lib/sub', 'unused']);
    assert.deepEqual([...used.get('lib')].sort(), ['One', 'Three', 'Two', 'default']);
    assert.deepEqual([...used.get('lib/sub')], ['Four']);
    assert.deepEqual([...used.get('unused')], []);
    assert.equal(used.has('other'), false);
  },
);

nodeTest('a namespace import, export * or a dynamic import makes every export of the package used', () => {
  const dir = tempDir({
    'ns.ts': "import * as L from 'a'; export const x = L;",
    'star.ts': "export * from 'b';",
    'dynamic.ts': "export const load = () => import('c');",
    'named.ts': "import { d } from 'd'; export { d };",
  });
  const used = importedExports(sourceFiles(dir), ['a', 'b', 'c', 'd']);
  assert.equal(used.get('a'), ALL);
  assert.equal(used.get('b'), ALL);
  assert.equal(used.get('c'), ALL);
  assert.deepEqual([...used.get('d')], ['d']);
});

/** Builds a host that shares `lib` (three exports, each with a marker string) and returns its output JS. */
function buildHost(remoteImports) {
  const dir = tempDir({
    'node_modules/lib/package.json': JSON.stringify({
      name: 'lib',
      version: '1.0.0',
      sideEffects: false,
      module: 'index.mjs',
    }),
    'node_modules/lib/index.mjs': [
      "export const forHost = () => 'MARK_HOST';",
      "export const forRemote = () => 'MARK_REMOTE';",
      "export const unused = () => 'MARK_UNUSED';",
    ].join('\n'),
    'src/index.js': "import('./bootstrap');",
    // used inside an exported function: whether that import is live is decided in the usage pass itself
    'src/bootstrap.js': "import { run } from './use'; run();",
    'src/use.js': "import { forHost } from 'lib'; export const run = () => console.log(forHost());",
  });
  const plugins = [
    new ModuleFederationPlugin({
      name: 'host',
      shared: { lib: { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } },
    }),
  ];
  if (remoteImports) plugins.push(new SharedExportsPlugin({ remoteImports }));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), publicPath: '/' },
    plugins,
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const out = path.join(dir, 'dist');
      const js = fs
        .readdirSync(out)
        .filter((f) => f.endsWith('.js'))
        .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
        .join('\n');
      compiler.close(() => resolve(js));
    }),
  );
}

nodeTest('the host provides a shared package with what it and the remotes use, nothing else', async () => {
  const whole = await buildHost(null);
  assert.match(whole, /MARK_UNUSED/, 'without the plugin a shared package is built whole');

  const narrowed = await buildHost(new Map([['lib', new Set(['forRemote'])]]));
  assert.match(narrowed, /MARK_HOST/);
  assert.match(narrowed, /MARK_REMOTE/);
  assert.doesNotMatch(narrowed, /MARK_UNUSED/);
  // other builds read the exports by name
  assert.match(narrowed, /forRemote/);

  const any = await buildHost(new Map([['lib', ALL]]));
  assert.match(any, /MARK_UNUSED/, 'a remote that may use any export gets the whole package');
});
