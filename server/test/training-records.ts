// Test support for the training records (issue 29.5, 29.7): released process versions with their completed
// release, and training assignments on them (open or confirmed with a 'Read and understood' signature), inserted
// directly so the matrix, records and mails are tested without the release workflow.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../src/db/tenant';
import { changeControlReleases } from '../src/change-control/schema';
import { sopArtifacts, sopVersions } from '../src/processes/schema';
import { roleHolders, roles } from '../src/templates/schema';
import { electronicSignatures } from '../src/signatures/schema';
import { trainingAssignments } from '../src/training/schema';

export interface Person {
  userId: string;
  userName: string;
}

export interface ReleasedVersion {
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
  releaseId: string;
  effectiveDate: string;
}

/**
 * A released version of a process (a new process unless `artifactId` names one) with its COMPLETED release; an
 * older RELEASED version of the process becomes OBSOLETE, as completing a release does.
 */
export async function releasedVersion(
  tx: Tx,
  tenantId: string,
  releasedBy: Person,
  options: { name: string; effectiveDate: string; artifactId?: string; version?: number },
): Promise<ReleasedVersion> {
  const version = options.version ?? 1;
  let artifactId = options.artifactId;
  if (!artifactId) {
    const [artifact] = await tx.insert(sopArtifacts).values({ tenantId }).returning();
    artifactId = artifact!.artifactId;
  } else {
    await tx
      .update(sopVersions)
      .set({ releaseState: 'OBSOLETE' })
      .where(
        and(
          eq(sopVersions.tenantId, tenantId),
          eq(sopVersions.artifactId, artifactId),
          eq(sopVersions.releaseState, 'RELEASED'),
        ),
      );
  }
  const [row] = await tx
    .insert(sopVersions)
    .values({ tenantId, artifactId, version, name: options.name, releaseState: 'RELEASED' })
    .returning();
  const [release] = await tx
    .insert(changeControlReleases)
    .values({
      tenantId,
      artifactType: 'SOP',
      artifactId,
      artifactVersionId: row!.versionId,
      initiatedBy: releasedBy.userId,
      initiatedByDisplayName: releasedBy.userName,
      initiatedComment: 'Test release',
      expectedDecider: releasedBy.userId,
      expectedDeciderDisplayName: releasedBy.userName,
      state: 'COMPLETED',
      decidedAt: new Date(),
      decidedBy: releasedBy.userId,
      decidedByDisplayName: releasedBy.userName,
      effectiveDate: options.effectiveDate,
    })
    .returning();
  return {
    artifactId,
    versionId: row!.versionId,
    version,
    name: options.name,
    releaseId: release!.id,
    effectiveDate: options.effectiveDate,
  };
}

/** A training assignment of the version to the person: OPEN, or CONFIRMED with its signature at `confirmedAt`. */
export async function trainingAssignment(
  tx: Tx,
  tenantId: string,
  person: Person,
  version: ReleasedVersion,
  options: { confirmedAt?: string; dueDate?: string; assignedAt?: string } = {},
): Promise<string> {
  let signatureId: string | null = null;
  if (options.confirmedAt) {
    const [signature] = await tx
      .insert(electronicSignatures)
      .values({
        tenantId,
        signerUserId: person.userId,
        printedName: person.userName,
        meaning: 'Read and understood',
        signedAt: new Date(options.confirmedAt),
        recordType: 'SOP',
        recordId: version.versionId,
        recordVersion: version.version,
        contentHash: 'test',
      })
      .returning();
    signatureId = signature!.id;
  }
  const [row] = await tx
    .insert(trainingAssignments)
    .values({
      tenantId,
      userId: person.userId,
      userDisplayName: person.userName,
      artifactType: 'SOP',
      artifactId: version.artifactId,
      artifactVersionId: version.versionId,
      version: version.version,
      documentName: version.name,
      releaseId: version.releaseId,
      reason: 'ROLE',
      ...(options.assignedAt ? { assignedAt: new Date(options.assignedAt) } : {}),
      dueDate: options.dueDate ?? version.effectiveDate,
      state: signatureId ? 'CONFIRMED' : 'OPEN',
      confirmedAt: options.confirmedAt ? new Date(options.confirmedAt) : null,
      signatureId,
    })
    .returning({ id: trainingAssignments.id });
  return row!.id;
}

/** A job role held by the given people (the templates area's tables). */
export async function roleHeldBy(tx: Tx, tenantId: string, name: string, holders: Person[]): Promise<string> {
  const [role] = await tx.insert(roles).values({ tenantId, name }).returning({ id: roles.id });
  for (const holder of holders)
    await tx.insert(roleHolders).values({ tenantId, roleId: role!.id, userId: holder.userId });
  return role!.id;
}
