const { createAreaRemoteConfig } = require('@qms/mf-config');

// This area as a Module Federation remote named from its folder (mfe_regulations, as its manifest says); builds into
// dist/<version>/ (see docs/rollback-one-area.md). The widgets are what Process Detail, Template Detail and the impact
// analysis mount by id ('mfe_regulations/<name>', docs/decisions.md).
module.exports = createAreaRemoteConfig({
  dir: __dirname,
  port: 3003,
  exposes: {
    './GapListWidget': './src/features/gap-list-widget/GapListWidget.tsx',
    // the Standards and Regulations panel (QMS processes) and the Requirement List (PRODUCT processes) of Process Detail
    './LinkedSrProcessesWidget': './src/features/sr-panel/LinkedSrProcessesWidget.tsx',
    './RequirementListWidget': './src/features/sr-panel/RequirementListWidget.tsx',
    './StatisticsPies': './src/features/gap-list/components/StatisticsPies.tsx',
    // the assessment editor by {regulationId, requirementId}, behind the impact analysis' edit toggle
    './QmsRequirementEditor': './src/features/gap-list/components/QmsRequirementEditor.tsx',
  },
});
