const { createAreaRemoteConfig } = require('@qms/mf-config');
const { widgetExposes } = require('@qms/mf-config/widget-exposes');

// This area as a Module Federation remote named from its folder (mfe_templates, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md). The widgets other areas mount are
// those of the registry (shared-api/src/platform/widgets.ts) owned by this area, from src/widgets/<Id>.tsx.
module.exports = createAreaRemoteConfig({
  dir: __dirname,
  port: 3002,
  exposes: widgetExposes(__dirname),
});
