const { createWebpackConfig } = require('@qms/mf-config');

// The Templates area as a Module Federation remote; builds into dist/<version>/ (see docs/rollback-one-area.md).
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_templates',
  kind: 'remote',
  exposes: { './spa': './src/app/spa.tsx' },
  port: 3002,
  title: 'Templates – standalone',
});
