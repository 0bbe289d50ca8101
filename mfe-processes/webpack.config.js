const { createAreaRemoteConfig } = require('@qms/mf-config');

// This area as a Module Federation remote named from its folder (mfe_processes, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md).
module.exports = createAreaRemoteConfig({ dir: __dirname, port: 3001 });
