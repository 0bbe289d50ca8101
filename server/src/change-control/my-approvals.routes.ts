import { MyApprovalList, releaseWorkflowLink, type MyApproval } from '@qms/shared-api/contract';
import { defineRoute, type AnyRoute } from '../http/route';
import type { Tx } from '../db/tenant';
import { versionsOf, type ChangeControlHost } from './host';
import { openDecisionsOf } from './my-approvals.repository';

// The generated route checks' rows for this route: my-approvals.examples.ts.

/** The user's open decisions with each document's name and version, read through the artifact's host. */
export async function myApprovals(
  tx: Tx,
  tenantId: string,
  userId: string,
  hosts: readonly ChangeControlHost[],
): Promise<MyApproval[]> {
  const rows = await openDecisionsOf(tx, tenantId, userId);
  const versions = await versionsOf(tx, tenantId, hosts, rows);
  return rows.map((row) => {
    const version = versions.get(row.versionId)!;
    return {
      ...row,
      documentName: version.name,
      version: version.version,
      link: releaseWorkflowLink(row.artifactType, row.versionId),
    };
  });
}

/**
 * GET /my-approvals (issue 27.6): what the signed-in user must still decide, over every artifact kind. Mounted by
 * the route registry with the hosts of all kinds (route-table.ts), since no single area knows them all.
 */
export function myApprovalsRoutes(hosts: readonly ChangeControlHost[]): AnyRoute[] {
  return [
    defineRoute({
      service: 'qms',
      tenantScoped: true,
      tags: ['change control'],
      method: 'GET',
      url: '/my-approvals',
      access: 'read',
      summary:
        "The signed-in user's open decisions (author or approver, decision OPEN, release RUNNING), oldest first",
      response: MyApprovalList,
      handler: ({ tx, user }) => myApprovals(tx, user.tenantId, user.userId, hosts),
    }),
  ];
}
