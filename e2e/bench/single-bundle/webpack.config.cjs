// Bench only (issue 8, Module Federation overhead): the shell's own production config with the federation taken
// out and mfe-templates' single-spa lifecycles imported directly, so the same code is built as ONE webpack build
// (its ordinary lazy chunks, no remoteEntry, no shared scope, no second copy of a shared package). The bench
// (figures/mf-overhead.ts) builds it into a temporary folder with QMS_SINGLE_BUNDLE_OUT and serves it.
const path = require('node:path');
const shellConfig = require('../../../shell/webpack.config.js');

const repoRoot = path.resolve(__dirname, '../../..');
// the webpack the shell is built with (a dependency of tools/mf-config, not of e2e)
const { NormalModuleReplacementPlugin } = require(
  require.resolve('webpack', { paths: [path.join(repoRoot, 'tools/mf-config')] }),
);

module.exports = (env, argv) => {
  const out = process.env.QMS_SINGLE_BUNDLE_OUT;
  if (!out) throw new Error('QMS_SINGLE_BUNDLE_OUT (the output folder) is not set');
  const config = shellConfig(env, argv);
  // (the host's SharedExportsPlugin stays: it narrows provided and fallback modules, and there are none here)
  const plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin');
  // a renamed plugin class would silently leave the federation in: this figure must compare against none
  if (plugins.length !== config.plugins.length - 1)
    throw new Error('expected exactly one ModuleFederationPlugin in the shell config');
  return {
    ...config,
    output: { ...config.output, path: out },
    plugins: [
      ...plugins,
      // the shell's (and RemoteWidget's) federation loader, answered from this build instead
      new NormalModuleReplacementPlugin(
        /shared-ui[\\/]src[\\/]remote[\\/]federation\.ts$/,
        path.join(__dirname, 'mf-runtime.ts'),
      ),
    ],
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        'qms-single-bundle/templates-spa$': path.join(repoRoot, 'mfe-templates/src/app/spa.tsx'),
      },
    },
  };
};
