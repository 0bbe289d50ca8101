import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  ChangeControlArtifactType,
  ChangeControlRelease,
  ChangeControlState,
  Participant,
  ParticipantDecision,
  ParticipantKind,
} from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { changeControlParticipants as P, changeControlReleases as R } from './schema';
import { signaturesByIds } from '../signatures/index';

// Rows of releases and participants, read as the contract's ChangeControlRelease (with their signatures).

type ReleaseRow = typeof R.$inferSelect;
type ParticipantRow = typeof P.$inferSelect;
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

async function assemble(tx: Tx, tenantId: string, rows: ReleaseRow[]): Promise<ChangeControlRelease[]> {
  if (rows.length === 0) return [];
  const participants = await tx
    .select()
    .from(P)
    .where(
      and(
        eq(P.tenantId, tenantId),
        inArray(
          P.releaseId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(P.position));
  const signatureIds = [...rows.map((r) => r.signatureId), ...participants.map((p) => p.signatureId)].filter(
    (id): id is string => !!id,
  );
  const signatures = await signaturesByIds(tx, tenantId, signatureIds);
  const toParticipant = (p: ParticipantRow): Participant => ({
    id: p.id,
    dbVersion: p.dbVersion,
    kind: p.kind as ParticipantKind,
    userId: p.userId,
    userDisplayName: p.userDisplayName,
    decision: p.decision as ParticipantDecision,
    comment: p.comment,
    decidedAt: iso(p.decidedAt),
    signature: (p.signatureId && signatures.get(p.signatureId)) || null,
  });
  return rows.map((r) => {
    const own = participants.filter((p) => p.releaseId === r.id);
    return {
      id: r.id,
      dbVersion: r.dbVersion,
      artifactType: r.artifactType as ChangeControlArtifactType,
      artifactVersionId: r.artifactVersionId,
      initiatedBy: r.initiatedBy,
      initiatedByDisplayName: r.initiatedByDisplayName,
      initiatedAt: iso(r.initiatedAt)!,
      initiatedComment: r.initiatedComment,
      dueDate: r.dueDate ?? null,
      effectiveDate: r.effectiveDate ?? null,
      expectedDecider: r.expectedDecider,
      expectedDeciderDisplayName: r.expectedDeciderDisplayName,
      state: r.state as ChangeControlState,
      decidedAt: iso(r.decidedAt),
      decidedByDisplayName: r.decidedByDisplayName,
      decidedComment: r.decidedComment,
      signature: (r.signatureId && signatures.get(r.signatureId)) || null,
      authors: own.filter((p) => p.kind === 'AUTHOR').map(toParticipant),
      approvers: own.filter((p) => p.kind === 'APPROVER').map(toParticipant),
    };
  });
}

const ofVersion = (tenantId: string, artifactType: ChangeControlArtifactType, versionIds: string[]) =>
  and(eq(R.tenantId, tenantId), eq(R.artifactType, artifactType), inArray(R.artifactVersionId, versionIds));

/** Every release of the version, newest first. */
export async function listReleases(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  versionId: string,
): Promise<ChangeControlRelease[]> {
  const rows = await tx
    .select()
    .from(R)
    .where(ofVersion(tenantId, artifactType, [versionId]))
    .orderBy(desc(R.initiatedAt), desc(R.id));
  return assemble(tx, tenantId, rows);
}

/** The RUNNING or COMPLETED release of the version (at most one: a partial unique index), optionally locked. */
export async function currentRelease(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  versionId: string,
  lock = false,
): Promise<ChangeControlRelease | null> {
  const query = tx
    .select()
    .from(R)
    .where(and(ofVersion(tenantId, artifactType, [versionId]), inArray(R.state, ['RUNNING', 'COMPLETED'])));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await assemble(tx, tenantId, [row]))[0]! : null;
}

/**
 * The effective date of each of the versions that has a COMPLETED release (issue 29.2: which version is in force);
 * a version without one is absent. A lean read for lookups over many versions.
 */
export async function completedEffectiveDates(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  versionIds: string[],
): Promise<Map<string, string | null>> {
  if (versionIds.length === 0) return new Map();
  const rows = await tx
    .select({ versionId: R.artifactVersionId, effectiveDate: R.effectiveDate })
    .from(R)
    .where(and(ofVersion(tenantId, artifactType, versionIds), eq(R.state, 'COMPLETED')));
  return new Map(rows.map((r) => [r.versionId, r.effectiveDate ?? null]));
}

/** The COMPLETED releases of several versions (the document history). */
export async function completedReleases(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  versionIds: string[],
): Promise<ChangeControlRelease[]> {
  if (versionIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(R)
    .where(and(ofVersion(tenantId, artifactType, versionIds), eq(R.state, 'COMPLETED')));
  return assemble(tx, tenantId, rows);
}

export interface NewRelease {
  artifactType: ChangeControlArtifactType;
  artifactId: string;
  artifactVersionId: string;
  initiatedBy: string;
  initiatedByDisplayName: string;
  initiatedComment: string;
  dueDate: string | null;
  /** named at start (issue 29.2), else null until completion sets the default */
  effectiveDate: string | null;
  expectedDecider: string;
  expectedDeciderDisplayName: string;
  participants: { kind: ParticipantKind; userId: string; userDisplayName: string }[];
}

export async function insertRelease(tx: Tx, tenantId: string, values: NewRelease): Promise<string> {
  const { participants, ...release } = values;
  const [row] = await tx
    .insert(R)
    .values({ tenantId, ...release })
    .returning({ id: R.id });
  await tx
    .insert(P)
    .values(participants.map((p, position) => ({ tenantId, releaseId: row!.id, position, ...p })));
  return row!.id;
}

/** Bumps the release's dbVersion with any change of it or its participants (its readers must reload). */
export async function updateRelease(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<
    Pick<
      ReleaseRow,
      | 'state'
      | 'decidedAt'
      | 'decidedBy'
      | 'decidedByDisplayName'
      | 'decidedComment'
      | 'signatureId'
      | 'effectiveDate'
    >
  >,
): Promise<void> {
  await tx
    .update(R)
    .set({ ...values, dbVersion: sql`${R.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(R.tenantId, tenantId), eq(R.id, id)));
}

export async function updateParticipant(
  tx: Tx,
  tenantId: string,
  id: string,
  values: {
    decision: ParticipantDecision;
    comment: string;
    decidedAt: Date | null;
    signatureId: string | null;
  },
): Promise<void> {
  await tx
    .update(P)
    .set({ ...values, dbVersion: sql`${P.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(P.tenantId, tenantId), eq(P.id, id)));
}

/** When each completed release of the kind took effect (issue 29.5: which released version is in force). */
export async function completedReleaseDates(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
): Promise<{ versionId: string; effectiveDate: string | null }[]> {
  return tx
    .select({ versionId: R.artifactVersionId, effectiveDate: R.effectiveDate })
    .from(R)
    .where(and(eq(R.tenantId, tenantId), eq(R.artifactType, artifactType), eq(R.state, 'COMPLETED')));
}

/**
 * The documents of the kind with a completed release that takes effect after `today`: the only ones that can have
 * a coming version (found by the partial index of migration 0036, whatever the number of past releases).
 */
export async function artifactsTakingEffectAfter(
  tx: Tx,
  tenantId: string,
  artifactType: ChangeControlArtifactType,
  today: string,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ artifactId: R.artifactId })
    .from(R)
    .where(
      and(
        eq(R.tenantId, tenantId),
        eq(R.artifactType, artifactType),
        eq(R.state, 'COMPLETED'),
        gt(R.effectiveDate, today),
      ),
    );
  return rows.map((r) => r.artifactId);
}
