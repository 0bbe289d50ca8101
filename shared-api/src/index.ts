// The public barrel: the contract, the typed client, the query hooks. Test-only hooks live in './testing'.
// A file re-exported by name has exports that only shared-api itself (or its tests) uses: they stay out of the
// public surface (exports.lock.json); a new export there is added to the list on purpose.
export * from './contract';
export * from './platform/session-user';
export * from './platform/widgets';
export * from './platform/widget-props';
export { ApiError, errorDetail } from './client/api-error';
export { apiFetch, apiVoid } from './client/http';
export * from './client/session-store';
export * from './client/query-client';
export * from './client/use-session';
export {
  isRoleChangedBySomeoneElse,
  type RoleDraft,
  rolesQueryOptions,
  useDeleteRole,
  useRoles,
  useSaveRole,
} from './templates/roles.queries';
export * from './templates/roles.messages';
export {
  useJobRoleHoldings,
  useRoleHolders,
  useSaveRoleHolders,
  useSaveUserJobRoles,
} from './templates/role-holders.queries';
export {
  templatesKeys,
  useCreateTemplate,
  useCurrentTemplateList,
  useDeleteTemplate,
  useTemplate,
  useTemplates,
  useTemplatesBySopVersion,
  useTemplateSearch,
  useTemplateStatistics,
  useUpdateTemplate,
} from './templates/templates.queries';
export * from './templates/template-contents.queries';
export * from './templates/products.queries';
export * from './templates/sr-references.queries';
export * from './processes/processes.queries';
export * from './comments/comments.queries';
export {
  useQmsRegulationsSearch,
  useRegulations,
  useRequirementGuidance,
  useRequirementSearch,
  useUpdateQmsRegulation,
} from './regulations/regulations.queries';
export {
  downloadGapListCsv,
  gapListQueryOptions,
  prefetchGapListOfPath,
  useGapList,
  useGapListHead,
  useGapLists,
  useOverallRegulationStatistics,
  useProductRequirements,
  useQmsRequirementsBy,
  useRegulationIdsByArtifact,
  useRegulationStatistics,
  useSetBlockLink,
  useSetImplemented,
  useUpdateQmsRequirement,
} from './regulations/qms-requirements.queries';
export * from './regulations/relations.queries';
export {
  impactAnalysesKeys,
  useCreateImpact,
  useCreateImpactAnalysis,
  useDeleteImpact,
  useDeleteImpactAnalysis,
  useImpactAnalyses,
  useImpactAnalysisDetail,
  useImpactDiff,
  useImpactsBySopArtifact,
  useUpdateImpact,
  useUpdateImpactAnalysis,
} from './impact/impact.queries';
export * from './impact/impact-import.queries';
export { usersQueryOptions, useUsers } from './platform/users.queries';
export * from './platform/tenant-users.queries';
export * from './platform/tenant-users.messages';
export * from './audit/audit.queries';
export {
  useChangeReleaseState,
  useCreateNewVersion,
  useCurrentRelease,
  useDocumentHistory,
  useReleaseAction,
  useReleases,
  useSignatures,
  useSignatureSession,
  useStartRelease,
} from './change-control/change-control.queries';
export * from './change-control/my-approvals.queries';
export { useConfirmTraining, useMyTrainings, useTrainingPreview } from './training/training.queries';
export * from './change-control/periodic-review.queries';
export { useReleaseRules, useSaveReleaseRules } from './change-control/release-rules.queries';
export { useComingVersions, useVersionsInForce } from './change-control/in-force.queries';
export {
  useDocumentControlSettings,
  useSaveDocumentControlSettings,
} from './change-control/settings.queries';
export { isProductionBackend } from './mock/flag';
export {
  exportTrainingMatrixCsv,
  exportTrainingRecordPdf,
  useTrainingMatrix,
} from './training/matrix.queries';
export { useSaveTrainingMailPreferences, useTrainingMailPreferences } from './training/training-mail.queries';
