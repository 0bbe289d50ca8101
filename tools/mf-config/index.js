// The one webpack + Module Federation config every app uses (ARCHITECTURE §2). Shared singletons are declared
// here once, so the shell and the four remotes can never disagree about what is shared.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { LocalImportsPlugin } = require('./local-imports');
const { OneShareRuntimePlugin } = require('./one-share-runtime');

/** Shared singletons; a subpath entry takes the version of its package. */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  'mantine-react-table',
  '@tanstack/react-query',
  'single-spa',
  'single-spa-react',
  '@qms/shared-ui',
  '@qms/shared-ui/table',
  // pdf.js behind it: loaded once per suite version, lazily, by whichever area shows a PDF first
  '@qms/shared-ui/pdf',
  '@qms/shared-api',
  // the charts of the dashboard and of the regulations area: one copy, loaded when a chart first renders
  'apexcharts',
  'react-apexcharts',
];

/**
 * The suite's own packages follow semver (adding an export is a minor, changing or removing one a major; see
 * exports-surface.js): a remote asks for at least the minor it was built against, within that major, so a
 * remote built against a newer shared-ui than the live shell provides is refused at load (shared-versions.ts).
 */
const OWN_PACKAGES = /^@qms\//;

/**
 * Nothing is eager, in the host either (issue 8): an eager singleton is a whole package in the host's main.js,
 * loaded before the sign-in card can show. The shell's `import('./bootstrap')` is the async boundary that lets the
 * runtime set up the shared scope first; each shared package then loads when a chunk that uses it loads (the
 * tables, for instance, only when an area shows one).
 */

/** Where the backend runs in development (the server serves everything on 8080). */
const BACKEND = 'http://localhost:8080';
const PROXIED_PATHS = ['/qms-api', '/sr-api', '/realms', '/config', '/docs', '/remotes', '/reset-password'];

/**
 * The server names its own origin in /config/auth.json (never the request's Host header), i.e. :8080. A page
 * on a dev server must call the identity provider through its own proxy (the provider sends no CORS headers),
 * so the dev server answers auth.json itself with its own origin in place of the backend's.
 */
function devAuthConfig(backendConfig, devOrigin) {
  return backendConfig && backendConfig.url === BACKEND
    ? { ...backendConfig, url: devOrigin }
    : backendConfig;
}

function authConfigMiddleware(port) {
  return {
    name: 'qms-auth-config',
    path: '/config/auth.json',
    middleware: async (_req, res) => {
      try {
        const response = await fetch(`${BACKEND}/config/auth.json`);
        const body = devAuthConfig(await response.json(), `http://localhost:${port}`);
        res.statusCode = response.status;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
      } catch (error) {
        res.statusCode = 502;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(
          JSON.stringify({ errorMessage: `The server on ${BACKEND} is not reachable: ${error.message}` }),
        );
      }
    },
  };
}

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The installed version of a package as seen from the app folder. Read from node_modules, not from the app's
 * package.json, because with the pnpm catalog that only says "catalog:". Returns undefined when not installed.
 */
function installedVersion(dir, packageName) {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** The `shared` option: every singleton the app has installed, with `^<installed version>` as requiredVersion. */
function sharedConfig(dir, { eager }) {
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const version = installedVersion(dir, packageNameOf(request));
    if (!version) continue;
    const [major, minor] = version.split('.');
    shared[request] = {
      singleton: true,
      requiredVersion: OWN_PACKAGES.test(request) ? `^${major}.${minor}.0` : `^${version}`,
      version,
      eager: Boolean(eager),
    };
  }
  return shared;
}

/**
 * The file webpack resolves `import '<request>'` to from the app folder (its ESM entry, by the same conditions).
 * The host shares every package by this absolute path: webpack provides a bare package name only when the host's
 * own code imports it, and an area must find every shared package provided whatever it starts to use (ADR 0101).
 * It is also the file LocalImportsPlugin points the sign-in view at, so both are one module.
 */
function providedImport(dir, request) {
  const resolve = require('enhanced-resolve').create.sync({
    conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
  });
  return resolve(dir, request);
}

/** The host's `shared`: every singleton provided by absolute path, whether the shell's own code uses it or not. */
function hostSharedConfig(dir, shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([request, entry]) => [
      request,
      { ...entry, import: providedImport(dir, request), shareKey: request },
    ]),
  );
}

/** Version folder of a remote build: env QMS_BUILD_VERSION, else the package.json version. */
function buildVersion(dir) {
  const fromEnv = process.env.QMS_BUILD_VERSION;
  if (fromEnv) {
    if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(fromEnv))
      throw new Error(`Invalid QMS_BUILD_VERSION: ${fromEnv}`);
    return fromEnv;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * Production builds carry no source maps (the server would hand anyone the original sources and comments);
 * QMS_SOURCE_MAPS=true opts in for a build that is debugged, not deployed.
 */
function devtoolFor(production) {
  if (!production) return 'eval-cheap-module-source-map';
  return process.env.QMS_SOURCE_MAPS === 'true' ? 'source-map' : false;
}

/**
 * `@module-federation/enhanced` (ADR 0100): the shell is a pure consumer whose remotes come from
 * /config/remotes.json at run time (shared-ui's remote/federation.ts registers them), so it declares no `remotes`.
 * - `provideExternalRuntime` (host) / `externalRuntime` (production remotes): one copy of the federation runtime,
 *   the shell's, which each remoteEntry.js takes from the global the host sets instead of bundling its own.
 * - `disableSnapshot`: the snapshot plugin (manifest-driven preloading) is left out of the runtime; a remotes.json
 *   line that names an mf-manifest.json is resolved to its remoteEntry.js by federation.ts, which is all we use.
 * - `target: 'web'`: the runtime's Node.js branches are left out.
 * - `dts: false`: the widgets' types live in shared-api (platform/widgets.ts), not in downloaded type archives.
 * - remotes write `mf-manifest.json` beside remoteEntry.js (the area's version folder), for ops and tools.
 */
const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/** The folder of an installed package, found from `fromDir` (its package.json may not be in "exports"). */
function packageDir(fromDir, name) {
  for (let current = fromDir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(current) === current) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

/**
 * The ESM files of the federation runtime's packages, as `$` aliases: the runtime-core reached through `require`
 * (enhanced's bundler runtime and its external-runtime plugin are CommonJS too) and the one shared-ui imports would
 * otherwise be two copies in main.js (~140 KB before minifying, each). One copy is what the remotes take.
 */
// resolved once per process: each app config asks for the aliases and the plugin file
let runtimeFiles;
function federationRuntimeFiles() {
  if (runtimeFiles) return runtimeFiles;
  const esm = require('enhanced-resolve').create.sync({ conditionNames: ['import', 'module', 'default'] });
  const enhancedDir = packageDir(__dirname, '@module-federation/enhanced');
  const from = (dir, name) => [name, esm(dir, name), packageDir(dir, name)];
  const [, injectPlugin] = from(enhancedDir, '@module-federation/inject-external-runtime-core-plugin');
  const [, , toolsDir] = from(enhancedDir, '@module-federation/runtime-tools');
  const [, , runtimeDir] = from(toolsDir, '@module-federation/runtime');
  const [, , coreDir] = from(runtimeDir, '@module-federation/runtime-core');
  const alias = {};
  for (const [dir, name] of [
    [runtimeDir, '@module-federation/runtime-core'],
    [coreDir, '@module-federation/sdk'],
    [coreDir, '@module-federation/error-codes'],
  ])
    alias[`${name}$`] = esm(dir, name);
  alias['@module-federation/runtime-tools/runtime-core$'] = alias['@module-federation/runtime-core$'];
  runtimeFiles = { alias, injectPlugin };
  return runtimeFiles;
}

/**
 * A production remote carries no fallback copy of a shared package (`import: false`, issue 8): it only ever runs
 * in the shell, which provides every shared singleton, so a fallback is never used
 * and only costs remoteEntry.js the registration of each package's chunks. A development remote keeps its
 * fallbacks for its standalone dev host (there its own main.js is the host).
 */
function remoteSharedConfig(shared, production) {
  if (!production) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([request, entry]) => [request, { ...entry, import: false }]),
  );
}

/**
 * Brotli and gzip copies beside every static text asset of a production build (issue 25, bytes on the wire): the
 * server sends `x.js.br` or `x.js.gz` for `x.js` by the request's Accept-Encoding (@fastify/static preCompressed),
 * so no request pays for compressing a file. Brotli at its best quality, since it costs build time only. Files
 * under 1 KiB, or that compression shrinks by less than a fifth (minRatio), get no copy: they go out as they are.
 */
function compressedCopies() {
  const common = { test: /\.(js|mjs|css|html|json|svg|wasm)$/i, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** The options of enhanced's ModuleFederationPlugin for the host or a remote (see FEDERATION_OPTIMIZATION). */
function federationOptions({ name, isHost, production, exposes, shared }) {
  // 'loaded-first': a shared package is taken from what is already loaded (the shell's), never by first loading
  // every registered remoteEntry.js to compare versions ('version-first' would fetch all four areas at start)
  const common = { name, shared, dts: false, shareStrategy: 'loaded-first' };
  if (isHost) {
    return {
      ...common,
      manifest: false,
      // what `experiments.provideExternalRuntime` adds, but its ESM file (that option takes the CommonJS one, which
      // pulls in a second copy of the runtime): it hands the shell's runtime-core to the remotes
      runtimePlugins: [federationRuntimeFiles().injectPlugin],
      experiments: { optimization: FEDERATION_OPTIMIZATION },
    };
  }
  return {
    ...common,
    filename: 'remoteEntry.js',
    exposes,
    library: { type: 'var', name },
    manifest: { fileName: 'mf-manifest.json' },
    // a development remote also runs in its own standalone page, which has no shell to take the runtime from
    experiments: { externalRuntime: production, optimization: FEDERATION_OPTIMIZATION },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the app folder (__dirname of its webpack.config.js)
 * @param {string} options.name MF container name (shell, mfe_processes, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes] remotes: e.g. { './spa': './src/app/spa.tsx' }
 * @param {number} options.port dev server port
 * @param {string} [options.title] HTML title
 * @param {{ issuers: RegExp, packages: string[] }} [options.localImports] host only: see LocalImportsPlugin
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ dir, name, kind, exposes = {}, port, title = 'QMS Suite', localImports }) {
  if (kind !== 'host' && kind !== 'remote') throw new Error(`kind must be 'host' or 'remote', got ${kind}`);
  if (kind === 'remote' && !exposes['./spa']) throw new Error(`remote ${name} must expose ./spa`);

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const isHost = kind === 'host';
    const provided = sharedConfig(dir, { eager: false });
    const shared = isHost ? hostSharedConfig(dir, provided) : remoteSharedConfig(provided, production);
    const version = buildVersion(dir);
    // The shell links Mantine's global CSS as a file; remotes carry no global CSS, so style-loader suffices.
    const extractCss = isHost && production;
    // A remote's own page (main.js + index.html, the standalone dev host) exists in development only: in production
    // the shell loads remoteEntry.js, and without the shell the remote has no copy of the shared packages (above).
    const ownPage = isHost || !production;

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: ownPage ? { main: './src/index.ts' } : {},
      devtool: devtoolFor(production),
      output: {
        path: isHost ? path.join(dir, 'dist') : path.join(dir, 'dist', version),
        // remotes are served from any URL (versioned folder, CDN); the shell lives at the site root
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        alias: federationRuntimeFiles().alias,
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            // workspace packages (shared-ui, shared-api) are consumed as TypeScript source
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              extractCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ name, isHost, production, exposes, shared })),
        new OneShareRuntimePlugin(),
        // publicPath '/' so deep links of the standalone dev host (history fallback) still find main.js
        ...(ownPage
          ? [
              new HtmlWebpackPlugin({
                title,
                templateContent: htmlTemplate(title),
                chunks: ['main'],
                publicPath: '/',
              }),
            ]
          : []),
        // shared-api's production-backend flag (QMS_PRODUCTION_BACKEND=false runs against the MSW mock)
        new DefinePlugin({
          'process.env.QMS_PRODUCTION_BACKEND': JSON.stringify(process.env.QMS_PRODUCTION_BACKEND ?? 'true'),
          // the version folder this app was built into, shown on the area root so ops can see what is live
          'process.env.QMS_BUILD_VERSION': JSON.stringify(version),
        }),
        ...(localImports ? [new LocalImportsPlugin(dir, localImports)] : []),
        ...(extractCss ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' })] : []),
        ...(production ? compressedCopies() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        // the shell's runtime (webpack's and the federation runtime embedded in it, with the share registrations) in a
        // file of its own: it stays cached while only the app's code changes, and the bench can say what the
        // federation runtime weighs on the wire
        ...(isHost && production ? { runtimeChunk: { name: 'federation-runtime' } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        // public/ holds files served as they are (e.g. the MSW worker script of the mock backend)
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
        proxy: [{ context: PROXIED_PATHS, target: BACKEND, changeOrigin: false }],
        // before the proxy: see devAuthConfig
        setupMiddlewares: (middlewares) => [authConfigMiddleware(port), ...middlewares],
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

/**
 * An area remote's MF container name, from its folder: `mfe-<key>` builds `mfe_<key>`, the same rule as the
 * `mfName` of the area's manifest (shared-api/src/platform/areas.ts), so the name is never written by hand.
 */
function remoteNameOf(dir) {
  const folder = path.basename(path.resolve(dir));
  const match = /^mfe-([a-z][a-z0-9]*)$/.exec(folder);
  if (!match) throw new Error(`An area remote lives in a folder mfe-<area key>, not ${folder}`);
  return `mfe_${match[1]}`;
}

/**
 * The webpack config of an area remote: its name from the folder, exposing its single-spa lifecycles and the
 * widgets other areas mount through RemoteWidget (`exposes`, e.g. { './GapListWidget': './src/widgets/…' }).
 */
function createAreaRemoteConfig({ dir, port, exposes = {} }) {
  const name = remoteNameOf(dir);
  return createWebpackConfig({
    dir,
    name,
    kind: 'remote',
    exposes: { ...exposes, './spa': './src/app/spa.tsx' },
    port,
    title: `${name} – standalone`,
  });
}

function htmlTemplate(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = {
  ModuleFederationPlugin,
  remoteNameOf,
  createAreaRemoteConfig,
  createWebpackConfig,
  devAuthConfig,
  devtoolFor,
  sharedConfig,
  buildVersion,
  installedVersion,
  SHARED_SINGLETONS,
  PROXIED_PATHS,
  LocalImportsPlugin,
};
