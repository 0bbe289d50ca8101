import { z } from 'zod';
import { ChangeControlArtifactType, ParticipantKind } from './change-control.contract';

// "My approvals" (issue 27.6): the open decisions of the signed-in user, so a participant learns what to sign
// without opening every document. GET /qms-api/my-approvals.

export const MY_APPROVALS_PATH = '/qms-api/my-approvals';

/**
 * The deep link to a version's Release Workflow (`?tab=releaseWorkflow`): processes open that side panel, templates
 * scroll to it. The mails and My approvals both link there, so a participant lands where they sign.
 */
export const RELEASE_WORKFLOW_TAB = { param: 'tab', value: 'releaseWorkflow' } as const;
const DETAIL_PAGE: Record<ChangeControlArtifactType, string> = { SOP: '/processes', TEMPLATE: '/templates' };
export const releaseWorkflowLink = (artifactType: ChangeControlArtifactType, versionId: string): string =>
  `${DETAIL_PAGE[artifactType]}/${encodeURIComponent(versionId)}?${RELEASE_WORKFLOW_TAB.param}=${RELEASE_WORKFLOW_TAB.value}`;

/** One open decision: the user is an author or approver with decision OPEN of a RUNNING release. */
export const MyApproval = z.object({
  participantId: z.string(),
  kind: ParticipantKind,
  releaseId: z.string(),
  artifactType: ChangeControlArtifactType,
  artifactId: z.string(),
  versionId: z.string(),
  /** the document's name (process or template) */
  documentName: z.string(),
  version: z.number().int().positive(),
  initiatedByDisplayName: z.string(),
  initiatedAt: z.iso.datetime({ offset: true }),
  /** 'YYYY-MM-DD' or null */
  dueDate: z.iso.date().nullable(),
  /** the page of the version's Release Workflow, inside the suite (e.g. /processes/{versionId}?tab=…) */
  link: z.string(),
});
export type MyApproval = z.infer<typeof MyApproval>;

/** Oldest release first: what waits longest is on top. */
export const MyApprovalList = z.array(MyApproval);
export type MyApprovalList = z.infer<typeof MyApprovalList>;

export const MY_APPROVALS_LABELS = {
  title: 'My approvals',
  empty: 'Nothing to approve.',
  overdue: 'Overdue',
  loadError: "Couldn't load your approvals. Please try again.",
  showAll: 'Show all',
} as const;
