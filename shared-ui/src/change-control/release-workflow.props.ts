import type { ArtifactKind, NewVersionCreated, ReleaseState } from '@qms/shared-api';

// What a host area hands the Release Workflow (ReleaseWorkflow.tsx): the version and its own texts and callbacks.

/** The version the workflow runs on, as the host area loaded it. */
export interface WorkflowRecord {
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
  releaseState: ReleaseState;
  changeDescription: string;
  /** the version's row version (mark obsolete names it; stale → 409) */
  dbVersion: number;
}

/**
 * The host area's own §8 texts for the version-level calls: spec 1 §8 ('SOP couldn't …') for processes, spec 2 §8
 * ('Template couldn't …') for templates. The release texts themselves (load, start, cancel, complete, decision) are
 * the same for both and come from CHANGE_CONTROL_MESSAGES.
 */
interface ReleaseWorkflowMessages {
  /** marking the version OBSOLETE failed */
  releaseState: string;
  /** CREATE NEW VERSION failed */
  releaseCreateOrLoad: string;
}

export interface ReleaseWorkflowProps {
  /** which area's paths the workflow calls: processes ('sops') or templates */
  kind: ArtifactKind;
  /** the host's texts for a failed state change / new version (required: no area shows another area's text) */
  messages: ReleaseWorkflowMessages;
  record: WorkflowRecord;
  /** the host's rule for changing the version (DRAFT and admin) */
  changeDescriptionEditable: boolean;
  /** saves the Change Description through the host area; rejects with the failure */
  onSaveChangeDescription: (text: string) => Promise<unknown>;
  /** the host's message when that save fails */
  changeDescriptionErrorMessage: string;
  /** CREATE NEW VERSION succeeded: the host navigates to the new version */
  onNewVersion: (created: NewVersionCreated) => void;
  /** the host's route of a version: links the existing draft when CREATE NEW VERSION is disabled */
  versionPath?: (versionId: string) => string;
  /**
   * The host's page header: the admin's version actions (CREATE NEW VERSION, OBSOLETE, Cancel Release) render there
   * instead of in the cards (spec 2: Template Detail shows the admin release actions in its header). Each action
   * stays in one place; its dialogs stay here.
   */
  actionsHost?: HTMLElement | null;
}
