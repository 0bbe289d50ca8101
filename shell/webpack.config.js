const { createWebpackConfig } = require('@qms/mf-config');

// The host: remote locations come from /config/remotes.json at run time, never from this file.
module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', kind: 'host', port: 3000 });
