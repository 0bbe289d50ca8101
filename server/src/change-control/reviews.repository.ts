import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChangeControlArtifactType, ReviewRecord } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../db/tenant';
import { changeControlReviews as V, changeControlReviewSchedules as S } from './schema';

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

/**
 * (SQL) Each document's first row of `table` in the order of its index `(tenant, artifact_type, artifact_id,
 * <time> desc)`, i.e. its newest: a recursive walk from one document to the next (a "loose index scan"), one row
 * each, instead of every row of the tenant's history (ADR 0202, migration 0041). `where` narrows the rows (the
 * partial index's predicate, repeated literally); `columns` are the ones the walk carries.
 */
const newestPerDocument = (
  tenantId: string,
  table: string,
  time: string,
  where: string,
  columns: string,
): SQL => {
  const from = sql.raw(`${table} where tenant_id = `);
  const rest = sql.raw(where ? ` and ${where}` : '');
  const order = sql.raw(`order by artifact_type, artifact_id, ${time} desc limit 1`);
  const pick = sql.raw(`artifact_type, artifact_id, ${columns}`);
  return sql`with recursive w as (
      (select ${pick} from ${from}${tenantId}${rest} ${order})
      union all
      (select n.* from w, lateral (select ${pick} from ${from}${tenantId}${rest}
        and (artifact_type, artifact_id) > (w.artifact_type, w.artifact_id) ${order}) n)
    )`;
};

/** The day of each document's newest review, by `${type}:${artifactId}`. */
export async function lastReviewDays(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ artifact_type: string; artifact_id: string; day: string }>(
    await tx.execute(sql`${newestPerDocument(tenantId, 'change_control_reviews', 'reviewed_at', '', 'reviewed_at')}
      select artifact_type, artifact_id::text as artifact_id,
        to_char(reviewed_at at time zone 'UTC', 'YYYY-MM-DD') as day from w`),
  );
  return new Map(rows.map((r) => [`${r.artifact_type}:${r.artifact_id}`, r.day]));
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
  const walk = newestPerDocument(
    tenantId,
    'change_control_releases',
    'decided_at',
    "state = 'COMPLETED'",
    'artifact_version_id, decided_at',
  );
  return rowsOf<ReleasedDocumentRow>(
    await tx.execute(sql`${walk}
      select artifact_type as "artifactType", artifact_id::text as "artifactId",
        artifact_version_id::text as "versionId",
        to_char(decided_at at time zone 'UTC', 'YYYY-MM-DD') as "releaseDay" from w`),
  );
}
