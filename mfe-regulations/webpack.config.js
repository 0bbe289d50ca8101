const { createWebpackConfig } = require('@qms/mf-config');

// The Standards & Regulations area as a Module Federation remote; builds into dist/<version>/ (see docs/rollback-one-area.md).
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_regulations',
  kind: 'remote',
  exposes: { './spa': './src/app/spa.tsx' },
  port: 3003,
  title: 'Standards & Regulations – standalone',
});
