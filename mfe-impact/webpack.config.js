const { createWebpackConfig } = require('@qms/mf-config');

// The Impact Analysis area as a Module Federation remote; builds into dist/<version>/ (see docs/rollback-one-area.md).
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_impact',
  kind: 'remote',
  exposes: { './spa': './src/app/spa.tsx' },
  port: 3004,
  title: 'Impact Analysis – standalone',
});
