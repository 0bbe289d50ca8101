const { createAreaRemoteConfig } = require('@qms/mf-config');

// This area as a Module Federation remote named from its folder (mfe_impact, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md). The widgets are what other areas mount by id
// ('mfe_impact/<name>', docs/decisions.md).
module.exports = createAreaRemoteConfig({
  dir: __dirname,
  port: 3004,
  exposes: {
    // the impact menu of the regulations area's Gap List widget (RequirementItem)
    './GapImpactMenu': './src/features/gap-impact-menu/GapImpactMenu.tsx',
  },
});
