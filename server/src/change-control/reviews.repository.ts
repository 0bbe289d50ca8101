import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChangeControlArtifactType, ReviewRecord } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import {
  changeControlReleases as R,
  changeControlReviews as V,
  changeControlReviewSchedules as S,
} from './schema';

// The periodic-review tables (issue 29.6): a document's schedule row and its signed reviews.

export interface ScheduleRow {
  intervalMonths: number | null;
  nextDueDate: string | null;
  /** 0 while the document has no row */
  dbVersion: number;
}
const NO_SCHEDULE: ScheduleRow = { intervalMonths: null, nextDueDate: null, dbVersion: 0 };

const ofArtifact = (tenantId: string, type: ChangeControlArtifactType, artifactId: string) =>
  and(eq(S.tenantId, tenantId), eq(S.artifactType, type), eq(S.artifactId, artifactId));

/** The document's schedule (the defaults when it has no row), optionally locked. */
export async function scheduleOf(
  tx: Tx,
  tenantId: string,
  type: ChangeControlArtifactType,
  artifactId: string,
  lock = false,
): Promise<ScheduleRow> {
  const query = tx
    .select({ intervalMonths: S.intervalMonths, nextDueDate: S.nextDueDate, dbVersion: S.dbVersion })
    .from(S)
    .where(ofArtifact(tenantId, type, artifactId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? NO_SCHEDULE;
}

/** Every schedule row of the tenant, by `${type}:${artifactId}` (the 'Due for review' list). */
export async function schedulesOfTenant(tx: Tx, tenantId: string): Promise<Map<string, ScheduleRow>> {
  const rows = await tx
    .select({
      artifactType: S.artifactType,
      artifactId: S.artifactId,
      intervalMonths: S.intervalMonths,
      nextDueDate: S.nextDueDate,
      dbVersion: S.dbVersion,
    })
    .from(S)
    .where(eq(S.tenantId, tenantId));
  return new Map(rows.map(({ artifactType, artifactId, ...row }) => [`${artifactType}:${artifactId}`, row]));
}

/**
 * Writes the schedule when its dbVersion is still `expected` (0: no row yet, inserted); false when someone changed
 * it meanwhile (the caller answers 409).
 */
export async function saveSchedule(
  tx: Tx,
  tenantId: string,
  type: ChangeControlArtifactType,
  artifactId: string,
  values: { intervalMonths: number | null; nextDueDate: string | null },
  expected: number,
): Promise<boolean> {
  if (expected === 0) {
    const inserted = await tx
      .insert(S)
      .values({ tenantId, artifactType: type, artifactId, ...values, dbVersion: 1 })
      .onConflictDoNothing()
      .returning({ dbVersion: S.dbVersion });
    return inserted.length === 1;
  }
  const updated = await tx
    .update(S)
    .set({ ...values, dbVersion: sql`${S.dbVersion} + 1`, updatedAt: new Date() })
    .where(and(ofArtifact(tenantId, type, artifactId), eq(S.dbVersion, expected)))
    .returning({ dbVersion: S.dbVersion });
  return updated.length === 1;
}

/** The direct due date ends with a new release (change control's onReleaseCompleted). */
export async function clearDirectDueDate(
  tx: Tx,
  tenantId: string,
  type: ChangeControlArtifactType,
  artifactId: string,
): Promise<void> {
  await tx
    .update(S)
    .set({ nextDueDate: null, dbVersion: sql`${S.dbVersion} + 1`, updatedAt: new Date() })
    .where(and(ofArtifact(tenantId, type, artifactId), sql`${S.nextDueDate} is not null`));
}

export interface NewReview {
  artifactType: ChangeControlArtifactType;
  artifactId: string;
  artifactVersionId: string;
  version: number;
  reviewedAt: Date;
  reviewedBy: string;
  reviewedByDisplayName: string;
  comment: string;
  nextDueDate: string;
  signatureId: string;
}

export async function insertReview(tx: Tx, tenantId: string, review: NewReview): Promise<void> {
  await tx.insert(V).values({ tenantId, ...review });
}

/** The document's signed reviews, newest first. */
export async function reviewsOf(
  tx: Tx,
  tenantId: string,
  type: ChangeControlArtifactType,
  artifactId: string,
): Promise<ReviewRecord[]> {
  const rows = await tx
    .select()
    .from(V)
    .where(and(eq(V.tenantId, tenantId), eq(V.artifactType, type), eq(V.artifactId, artifactId)))
    .orderBy(desc(V.reviewedAt), desc(V.id));
  return rows.map((r) => ({
    id: r.id,
    versionId: r.artifactVersionId,
    version: r.version,
    reviewedAt: new Date(r.reviewedAt).toISOString(),
    reviewedByDisplayName: r.reviewedByDisplayName,
    meaning: 'Reviewed, no change needed' as const,
    comment: r.comment,
    nextDueDate: r.nextDueDate,
  }));
}

/** The day of each document's newest review, by `${type}:${artifactId}`. */
export async function lastReviewDays(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const rows = await tx
    .selectDistinctOn([V.artifactType, V.artifactId], {
      artifactType: V.artifactType,
      artifactId: V.artifactId,
      reviewedAt: V.reviewedAt,
    })
    .from(V)
    .where(eq(V.tenantId, tenantId))
    .orderBy(V.artifactType, V.artifactId, desc(V.reviewedAt));
  return new Map(rows.map((r) => [`${r.artifactType}:${r.artifactId}`, utcDay(r.reviewedAt)]));
}

export interface ReleasedDocumentRow {
  artifactType: ChangeControlArtifactType;
  artifactId: string;
  versionId: string;
  releaseDay: string;
}

/**
 * The newest completed release of each document of the tenant: its version is the one a review looks at, if it is
 * still RELEASED (the caller asks the document's host; completing a release made the older ones OBSOLETE).
 */
export async function newestCompletedReleases(tx: Tx, tenantId: string): Promise<ReleasedDocumentRow[]> {
  const rows = await tx
    .selectDistinctOn([R.artifactType, R.artifactId], {
      artifactType: R.artifactType,
      artifactId: R.artifactId,
      versionId: R.artifactVersionId,
      decidedAt: R.decidedAt,
    })
    .from(R)
    .where(and(eq(R.tenantId, tenantId), eq(R.state, 'COMPLETED')))
    .orderBy(R.artifactType, R.artifactId, desc(R.decidedAt));
  return rows.map((r) => ({
    artifactType: r.artifactType as ChangeControlArtifactType,
    artifactId: r.artifactId,
    versionId: r.versionId,
    releaseDay: utcDay(r.decidedAt!),
  }));
}

/** The UTC calendar day of a stored time (release and review days, as the release's signed day is). */
export const utcDay = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
