const { createWebpackConfig } = require('@qms/mf-config');

// The Processes area as a Module Federation remote; builds into dist/<version>/ (see docs/rollback-one-area.md).
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_processes',
  kind: 'remote',
  exposes: { './spa': './src/app/spa.tsx' },
  port: 3001,
  title: 'Processes – standalone',
});
