import { http, HttpResponse } from 'msw';
import type { MyApproval } from '../../change-control/my-approvals.contract';
import { releaseWorkflowLink } from '../../change-control/my-approvals.contract';
import { changeControlReleases, currentUserId, MOCK_HOSTS } from './change-control.handlers';
import { qms } from './util';

// GET /qms-api/my-approvals in the mock, from the mock's releases: the signed-in user's OPEN records of RUNNING
// releases, oldest first (as the server's change-control/my-approvals.routes.ts).

const hostOf = (type: 'SOP' | 'TEMPLATE') => Object.values(MOCK_HOSTS).find((h) => h.recordType === type)!;

function mockMyApprovals(userId: string): MyApproval[] {
  return changeControlReleases()
    .filter((r) => r.state === 'RUNNING')
    .slice()
    .sort((a, b) => a.initiatedAt.localeCompare(b.initiatedAt))
    .flatMap((release) => {
      const version = hostOf(release.artifactType)
        .versions()
        .find((v) => v.versionId === release.artifactVersionId) as
        | { artifactId: string; version: number; name?: string }
        | undefined;
      if (!version) return [];
      return [...release.authors, ...release.approvers]
        .filter((p) => p.userId === userId && p.decision === 'OPEN')
        .map((p) => ({
          participantId: p.id,
          kind: p.kind,
          releaseId: release.id,
          artifactType: release.artifactType,
          artifactId: version.artifactId,
          versionId: release.artifactVersionId,
          documentName: version.name ?? '',
          version: version.version,
          initiatedByDisplayName: release.initiatedByDisplayName,
          initiatedAt: release.initiatedAt,
          dueDate: release.dueDate,
          link: releaseWorkflowLink(release.artifactType, release.artifactVersionId),
        }));
    });
}

export const myApprovalsHandlers = [
  http.get(qms('/my-approvals'), ({ request }) => HttpResponse.json(mockMyApprovals(currentUserId(request)))),
];
