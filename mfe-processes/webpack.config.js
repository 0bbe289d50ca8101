const { createAreaRemoteConfig } = require('@qms/mf-config');
const { widgetExposes } = require('@qms/mf-config/widget-exposes');

// This area as a Module Federation remote named from its folder (mfe_processes, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md).
module.exports = createAreaRemoteConfig({ dir: __dirname, port: 3001, exposes: widgetExposes(__dirname) });
