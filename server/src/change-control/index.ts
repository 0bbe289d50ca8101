// Change control (spec 1 §4, §7): ONE module for every versioned artifact. An area implements
// `ChangeControlHost` for its versions and mounts `changeControlRoutes` and `versionRoutes` (docs/architecture.md).
export type { ChangeControlHost, HostVersion } from './host';
export { changeControlRoutes, type ChangeControlMount } from './change-control.routes';
export { versionRoutes, type VersionRoutesMount } from './versions.routes';
export { myApprovalsRoutes } from './my-approvals.routes';
export { settingsRoutes } from './settings.routes';
export {
  artifactsTakingEffectAfter,
  completedEffectiveDates,
  completedReleaseDates,
  listReleases,
  currentRelease,
} from './releases.repository';
export { documentHistory } from './versions.service';
export { removeReleasesOfDeletedVersion } from './version-deletion';
export { signaturesOfRecord } from '../signatures/index';
export { signedRecord } from './signed-record';
// issue 29: what acts on a completed release registers here (route-table.ts); the tenant's settings
export { onReleaseCompleted, type CompletedRelease, type ReleaseListener } from './release-listeners';
export { documentControlSettings, type DocumentControlSettings } from './settings';
// issue 29.6: periodic review (per kind beside versionRoutes; the due list over all kinds)
export { reviewRoutes, dueForReviewRoutes, type ReviewRoutesMount } from './review.routes';
export { restartReviewCycle } from './review.service';
