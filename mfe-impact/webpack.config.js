const { createAreaRemoteConfig } = require('@qms/mf-config');
const { widgetExposes } = require('@qms/mf-config/widget-exposes');

// This area as a Module Federation remote named from its folder (mfe_impact, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md). The widgets are what other areas mount:
// those of the registry (shared-api/src/platform/widgets.ts) owned by this area, from src/widgets/<Id>.tsx.
module.exports = createAreaRemoteConfig({
  dir: __dirname,
  port: 3004,
  exposes: widgetExposes(__dirname),
});
