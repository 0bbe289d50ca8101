const { createAreaRemoteConfig } = require('@qms/mf-config');

// This area as a Module Federation remote named from its folder (mfe_templates, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md). The widgets are what Process Detail, the gap list and the impact
// analysis mount by id ('mfe_templates/<name>', docs/decisions.md).
module.exports = createAreaRemoteConfig({
  dir: __dirname,
  port: 3002,
  exposes: {
    './ProcessTemplatesWidget': './src/widgets/ProcessTemplatesWidget.tsx',
    './ProcessTemplateContentsWidget': './src/widgets/ProcessTemplateContentsWidget.tsx',
    './TemplateContentDetail': './src/widgets/TemplateContentDetailWidget.tsx',
  },
});
