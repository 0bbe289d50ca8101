// The production build writes .br and .gz copies of its text assets (compressedCopies in index.js); the server
// sends them by Accept-Encoding (server/src/web/index.ts).
const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { createWebpackConfig } = require('./index.js');

const repo = path.resolve(__dirname, '..', '..');

const compressionPlugins = (dir, kind, mode) =>
  createWebpackConfig({
    dir,
    name: kind === 'host' ? 'shell' : 'mfe_templates',
    kind,
    exposes: { './spa': './src/app/spa.tsx' },
    port: 3000,
  })({}, { mode }).plugins.filter((p) => p.constructor.name === 'CompressionPlugin');

nodeTest('production builds of the shell and of a remote carry the copies, development builds none', () => {
  for (const [dir, kind] of [
    [path.join(repo, 'shell'), 'host'],
    [path.join(repo, 'mfe-templates'), 'remote'],
  ]) {
    assert.equal(compressionPlugins(dir, kind, 'production').length, 2, kind);
    assert.equal(compressionPlugins(dir, kind, 'development').length, 0, kind);
  }
});

nodeTest(
  'a build writes x.js.br and x.js.gz that decode to x.js, and no copy where compression does not help',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qms-compressed-'));
    try {
      // a compressible script, and a binary file it refers to that no algorithm can shrink (random bytes)
      fs.writeFileSync(
        path.join(dir, 'entry.js'),
        `export const text = ${JSON.stringify('requirement '.repeat(2000))};\n` +
          `console.log(text, new URL('./noise.wasm', import.meta.url));\n`,
      );
      fs.writeFileSync(path.join(dir, 'noise.wasm'), require('node:crypto').randomBytes(4096));
      const out = path.join(dir, 'dist');
      const stats = await new Promise((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: { main: './entry.js' },
            output: { path: out, filename: '[name].js', assetModuleFilename: '[name][ext]' },
            plugins: compressionPlugins(path.join(repo, 'mfe-templates'), 'remote', 'production'),
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
      assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
      const main = fs.readFileSync(path.join(out, 'main.js'));
      assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'main.js.br'))), main);
      assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(out, 'main.js.gz'))), main);
      assert.ok(
        fs.statSync(path.join(out, 'main.js.br')).size < fs.statSync(path.join(out, 'main.js.gz')).size,
      );
      assert.ok(fs.existsSync(path.join(out, 'noise.wasm')));
      assert.equal(fs.existsSync(path.join(out, 'noise.wasm.br')), false);
      assert.equal(fs.existsSync(path.join(out, 'noise.wasm.gz')), false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
