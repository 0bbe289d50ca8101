import { and, asc, eq } from 'drizzle-orm';
import type { ChangeControlArtifactType, ParticipantKind } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { changeControlParticipants as P, changeControlReleases as R } from './schema';

/** One OPEN participant record of the user in a RUNNING release (the document's name comes from its host). */
export interface OpenDecisionRow {
  participantId: string;
  kind: ParticipantKind;
  releaseId: string;
  artifactType: ChangeControlArtifactType;
  artifactId: string;
  versionId: string;
  initiatedByDisplayName: string;
  initiatedAt: string;
  dueDate: string | null;
}

/**
 * The user's open decisions, oldest release first. Only RUNNING releases: a cancelled or completed release keeps
 * its OPEN records as history, but nobody can decide on them any more.
 */
export async function openDecisionsOf(tx: Tx, tenantId: string, userId: string): Promise<OpenDecisionRow[]> {
  const rows = await tx
    .select({
      participantId: P.id,
      kind: P.kind,
      releaseId: R.id,
      artifactType: R.artifactType,
      artifactId: R.artifactId,
      versionId: R.artifactVersionId,
      initiatedByDisplayName: R.initiatedByDisplayName,
      initiatedAt: R.initiatedAt,
      dueDate: R.dueDate,
    })
    .from(P)
    .innerJoin(R, and(eq(R.tenantId, P.tenantId), eq(R.id, P.releaseId)))
    .where(
      and(eq(P.tenantId, tenantId), eq(P.userId, userId), eq(P.decision, 'OPEN'), eq(R.state, 'RUNNING')),
    )
    .orderBy(asc(R.initiatedAt), asc(R.id), asc(P.kind));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as ParticipantKind,
    artifactType: row.artifactType as ChangeControlArtifactType,
    initiatedAt: new Date(row.initiatedAt).toISOString(),
    dueDate: row.dueDate ?? null,
  }));
}
