const { createWebpackConfig } = require('@qms/mf-config');

// The host: remote locations come from /config/remotes.json at run time, never from this file.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 3000,
  // The sign-in view (App.tsx, the auth cards, the theme) takes only the Mantine component files it renders,
  // not the whole shared @mantine/core (issue 8: sign-in JS ≤ 150 KB gzip); see LocalImportsPlugin.
  localImports: {
    issuers:
      /\/(shell\/src\/app\/App|shell\/src\/features\/auth\/[^/]+|shared-ui\/src\/theme(-contrast)?)\.tsx?$/,
    packages: ['@mantine/core'],
  },
});
