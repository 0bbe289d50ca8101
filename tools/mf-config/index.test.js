const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const {
  createWebpackConfig,
  devAuthConfig,
  sharedConfig,
  SHARED_SINGLETONS,
  LocalImportsPlugin,
} = require('./index.js');

const repo = path.resolve(__dirname, '..', '..');
const shellDir = path.join(repo, 'shell');
const remoteDir = path.join(repo, 'mfe-processes');

function mfOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'ModuleFederationPlugin present');
  // @module-federation/enhanced's (ADR 0100), not webpack's own container
  assert.ok(plugin instanceof require('@module-federation/enhanced/webpack').ModuleFederationPlugin);
  return plugin._options;
}

nodeTest('shared config: every singleton with a real semver requiredVersion read from node_modules', () => {
  const shared = sharedConfig(shellDir, { eager: true });
  for (const request of [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    '@mantine/core',
    '@qms/shared-api',
  ]) {
    const entry = shared[request];
    assert.ok(entry, `${request} is shared`);
    assert.equal(entry.singleton, true);
    assert.equal(entry.eager, true);
    assert.match(entry.requiredVersion, /^\^\d+\.\d+\.\d+/, `${request}: ${entry.requiredVersion}`);
    assert.doesNotMatch(entry.requiredVersion, /catalog/);
  }
  assert.equal(shared['react-dom/client'].requiredVersion, shared['react-dom'].requiredVersion);
  assert.equal(shared.react.requiredVersion, '^18.3.1');
  assert.ok(Object.keys(shared).every((k) => SHARED_SINGLETONS.includes(k)));
});

nodeTest('remotes share lazily (never eager) and expose ./spa with a remoteEntry', () => {
  const config = createWebpackConfig({
    dir: remoteDir,
    name: 'mfe_processes',
    kind: 'remote',
    exposes: { './spa': './src/app/spa.tsx' },
    port: 3001,
  })({}, { mode: 'production' });
  const mf = mfOptions(config);
  assert.equal(mf.name, 'mfe_processes');
  assert.equal(mf.exposes['./spa'], './src/app/spa.tsx');
  assert.equal(mf.filename, 'remoteEntry.js');
  // the global the shell's loader reads after the script ran (shared-ui/src/remote/federation.ts)
  assert.deepEqual(mf.library, { type: 'var', name: 'mfe_processes' });
  assert.ok(Object.values(mf.shared).every((s) => s.eager === false && s.singleton === true));
  assert.equal(config.output.publicPath, 'auto');
  assert.match(config.output.filename, /\[contenthash:8\]/);
});

nodeTest('remote output folder carries the version (package.json or QMS_BUILD_VERSION)', () => {
  const make = () =>
    createWebpackConfig({
      dir: remoteDir,
      name: 'mfe_processes',
      kind: 'remote',
      exposes: { './spa': 'x' },
      port: 1,
    })({}, { mode: 'production' });
  delete process.env.QMS_BUILD_VERSION;
  assert.equal(make().output.path, path.join(remoteDir, 'dist', '1.0.0'));
  process.env.QMS_BUILD_VERSION = '1.0.1-rollback';
  try {
    assert.equal(make().output.path, path.join(remoteDir, 'dist', '1.0.1-rollback'));
    process.env.QMS_BUILD_VERSION = '../escape';
    assert.throws(make, /Invalid QMS_BUILD_VERSION/);
  } finally {
    delete process.env.QMS_BUILD_VERSION;
  }
});

nodeTest(
  'host: no eager singleton (issue 8: sign-in weight), dist/ at the site root, dev server proxies the backend',
  () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 3000 })(
      {},
      { mode: 'development' },
    );
    const mf = mfOptions(config);
    for (const [request, entry] of Object.entries(mf.shared)) assert.equal(entry.eager, false, request);
    assert.equal(config.output.path, path.join(shellDir, 'dist'));
    assert.equal(config.output.publicPath, '/');
    assert.equal(config.devServer.port, 3000);
    assert.equal(config.devServer.historyApiFallback, true);
    const proxy = config.devServer.proxy[0];
    assert.equal(proxy.target, 'http://localhost:8080');
    for (const p of ['/qms-api', '/sr-api', '/realms', '/config', '/docs', '/remotes'])
      assert.ok(proxy.context.includes(p));
  },
);

nodeTest('a remote without ./spa is a configuration error', () => {
  assert.throws(
    () => createWebpackConfig({ dir: remoteDir, name: 'x', kind: 'remote', exposes: {}, port: 1 }),
    /must expose \.\/spa/,
  );
});

nodeTest('production builds have no source maps unless QMS_SOURCE_MAPS=true; development keeps them', () => {
  const make = (mode) =>
    createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 3000 })({}, { mode });
  delete process.env.QMS_SOURCE_MAPS;
  assert.equal(make('production').devtool, false);
  assert.equal(make('development').devtool, 'eval-cheap-module-source-map');
  process.env.QMS_SOURCE_MAPS = 'true';
  try {
    assert.equal(make('production').devtool, 'source-map');
  } finally {
    delete process.env.QMS_SOURCE_MAPS;
  }
});

nodeTest(
  "dev servers answer auth.json with their own origin in place of the server's (no CORS there)",
  () => {
    const backend = { url: 'http://localhost:8080', realm: 'qms', clientId: 'qms-web' };
    assert.deepEqual(devAuthConfig(backend, 'http://localhost:3000'), {
      ...backend,
      url: 'http://localhost:3000',
    });
    const keycloak = { url: 'https://sso.example.com', realm: 'qms', clientId: 'qms-web' };
    assert.deepEqual(
      devAuthConfig(keycloak, 'http://localhost:3000'),
      keycloak,
      'an external Keycloak stays',
    );
    const config = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 3000 })(
      {},
      { mode: 'development' },
    );
    const [first] = config.devServer.setupMiddlewares(['proxy']);
    assert.equal(first.path, '/config/auth.json');
  },
);

nodeTest("an area remote's MF name follows from its folder, matching the mfName of its manifest", () => {
  const { remoteNameOf, createAreaRemoteConfig } = require('./index.js');
  const fs = require('node:fs');
  const manifest = fs.readFileSync(path.join(repo, 'shared-api/src/platform/areas.ts'), 'utf8');
  const keys = /AREA_KEYS = \[([^\]]*)\]/
    .exec(manifest)[1]
    .match(/'([a-z0-9]+)'/g)
    .map((k) => k.slice(1, -1));
  assert.ok(keys.length >= 4);
  for (const key of keys) {
    const dir = path.join(repo, `mfe-${key}`);
    assert.ok(fs.existsSync(dir), `mfe-${key} exists`);
    assert.equal(remoteNameOf(dir), `mfe_${key}`);
    assert.match(manifest, new RegExp(`mfName: 'mfe_${key}'`));
    const mf = mfOptions(createAreaRemoteConfig({ dir, port: 1 })({}, { mode: 'production' }));
    assert.equal(mf.name, `mfe_${key}`);
    assert.deepEqual(Object.keys(mf.exposes), ['./spa']);
  }
  assert.throws(() => remoteNameOf(path.join(repo, 'shell')), /mfe-<area key>/);
});

nodeTest("an area remote exposes its widgets besides './spa', which it always keeps", () => {
  const { createAreaRemoteConfig } = require('./index.js');
  const dir = path.join(repo, 'mfe-templates');
  const exposes = { './Widget': './src/widgets/Widget.tsx', './spa': './elsewhere.tsx' };
  const mf = mfOptions(createAreaRemoteConfig({ dir, port: 1, exposes })({}, { mode: 'production' }));
  assert.deepEqual(mf.exposes, { './Widget': './src/widgets/Widget.tsx', './spa': './src/app/spa.tsx' });
});

nodeTest('local imports: only the listed issuers get the package file instead of the shared module', () => {
  const plugin = new LocalImportsPlugin(shellDir, {
    issuers: /\/src\/signin\.tsx$/,
    packages: ['@mantine/core'],
  });
  let hook;
  plugin.apply({
    hooks: {
      normalModuleFactory: {
        tap: (_name, fn) => fn({ hooks: { beforeResolve: { tap: (_n, h) => (hook = h) } } }),
      },
    },
  });
  const resolve = (request, issuer) => {
    const data = { request, contextInfo: { issuer } };
    hook(data);
    return data.request;
  };
  const target = resolve('@mantine/core', '/x/src/signin.tsx');
  assert.match(target, /@mantine\/core\/esm\/index\.mjs$/);
  assert.ok(path.isAbsolute(target));
  assert.equal(resolve('@mantine/core', '/x/src/layout.tsx'), '@mantine/core');
  assert.equal(resolve('react', '/x/src/signin.tsx'), 'react');
  assert.equal(resolve('@mantine/core', ''), '@mantine/core');
});

nodeTest('the shell resolves @mantine/core locally for the sign-in view only', () => {
  const config = require(path.join(shellDir, 'webpack.config.js'))({}, { mode: 'production' });
  const plugin = config.plugins.find((p) => p instanceof LocalImportsPlugin);
  assert.ok(plugin, 'LocalImportsPlugin in the shell config');
  for (const file of [
    'shell/src/app/App.tsx',
    'shell/src/features/auth/LoginCard.tsx',
    'shared-ui/src/theme.ts',
    'shared-ui/src/theme-contrast.ts',
  ])
    assert.ok(plugin.issuers.test(`/repo/${file}`), file);
  for (const file of [
    'shell/src/app/ShellLayout.tsx',
    'shell/src/app/SignedInShell.tsx',
    'shared-ui/src/index.ts',
  ])
    assert.ok(!plugin.issuers.test(`/repo/${file}`), file);
});

nodeTest(
  'runtime remotes: the host names none (remotes.json does), a production remote bundles no shared fallback',
  () => {
    const remote = (mode) =>
      createWebpackConfig({
        dir: remoteDir,
        name: 'mfe_processes',
        kind: 'remote',
        exposes: { './spa': 'x' },
        port: 1,
      })({}, { mode });
    const host = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 3000 })(
      {},
      { mode: 'production' },
    );
    // the shell loads each remoteEntry.js itself (shared-ui's federation loader), never through webpack `remotes`
    assert.equal(mfOptions(host).remotes, undefined);
    assert.equal(mfOptions(host).exposes, undefined);
    assert.equal(mfOptions(remote('production')).remotes, undefined);
    // the shell provides every shared package: a production remote bundles no fallback copy, a dev remote does
    const prodShared = Object.values(mfOptions(remote('production')).shared);
    assert.ok(prodShared.length > 10 && prodShared.every((s) => s.import === false && s.singleton));
    assert.ok(Object.values(mfOptions(remote('development')).shared).every((s) => s.import === undefined));
    // the host provides each package by its resolved file, so it is provided whether or not the shell uses it
    assert.ok(Object.values(mfOptions(host).shared).every((s) => path.isAbsolute(s.import)));
    // without the shell a production remote has no shared packages: no page of its own is built (the dev host keeps one)
    const hasPage = (config) => config.plugins.some((p) => p.constructor.name === 'HtmlWebpackPlugin');
    assert.deepEqual(remote('production').entry, {});
    assert.equal(hasPage(remote('production')), false);
    assert.deepEqual(remote('development').entry, { main: './src/index.ts' });
    assert.equal(hasPage(remote('development')), true);
    assert.deepEqual(host.entry, { main: './src/index.ts' });
    assert.equal(hasPage(host), true);
  },
);

nodeTest("no build step of the shell reads an area's files: an area ships alone", () => {
  const fs = require('node:fs');
  const touched = [];
  const originals = {};
  for (const name of ['readFileSync', 'readdirSync', 'existsSync', 'statSync', 'realpathSync']) {
    originals[name] = fs[name];
    fs[name] = (file, ...rest) => {
      touched.push(String(file));
      return originals[name].call(fs, file, ...rest);
    };
  }
  try {
    createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 1 })({}, { mode: 'production' });
  } finally {
    Object.assign(fs, originals);
  }
  assert.ok(touched.length > 0, 'the spy saw the config read its files');
  assert.deepEqual(
    touched.filter((file) => /[/\\]mfe-[a-z]+[/\\]/.test(file)),
    [],
    'the shell config reads no mfe-* file',
  );
});

nodeTest('the shell provides whole shared packages, and own packages ask for their minor', () => {
  const host = mfOptions(
    createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 1 })({}, { mode: 'production' }),
  );
  for (const request of ['@mantine/core', 'mantine-react-table', 'apexcharts', '@qms/shared-ui/pdf'])
    assert.ok(host.shared[request], `${request} is shared`);
  // whole packages, by their resolved files: provided whatever the shell's own code imports
  assert.ok(Object.values(host.shared).every((s) => path.isAbsolute(s.import)));
  assert.match(host.shared['@qms/shared-ui/pdf'].import, /shared-ui[/\\]src[/\\]pdf[/\\]index\.ts$/);
  assert.match(host.shared['@mantine/core'].import, /esm[/\\]index\.mjs$/);
  assert.match(host.shared['@qms/shared-ui'].requiredVersion, /^\^\d+\.\d+\.0$/);
  // the shell hands its runtime-core to the remotes (the ESM file of what provideExternalRuntime adds)
  assert.ok(
    host.runtimePlugins.some((p) => /inject-external-runtime-core-plugin[/\\]dist[/\\]index\.js$/.test(p)),
  );
  assert.equal(host.experiments.optimization.disableSnapshot, true);
  assert.equal(host.shareStrategy, 'loaded-first');
  const remote = mfOptions(
    createWebpackConfig({
      dir: remoteDir,
      name: 'mfe_processes',
      kind: 'remote',
      exposes: { './spa': 'x' },
      port: 1,
    })({}, { mode: 'production' }),
  );
  assert.equal(remote.experiments.externalRuntime, true);
  assert.deepEqual(remote.manifest, { fileName: 'mf-manifest.json' });
});

nodeTest(
  'one federation runtime: its packages resolve to their ESM files, wherever they are required from',
  () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', port: 1 })(
      {},
      { mode: 'production' },
    );
    for (const name of ['runtime-core', 'sdk', 'error-codes'])
      assert.match(config.resolve.alias[`@module-federation/${name}$`], /[/\\]dist[/\\]index\.m?js$/);
    assert.equal(config.optimization.runtimeChunk.name, 'federation-runtime');
    assert.ok(config.plugins.some((p) => p.constructor.name === 'OneShareRuntimePlugin'));
  },
);
