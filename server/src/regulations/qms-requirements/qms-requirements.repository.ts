import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
  REQUIREMENT_NOT_INTERPRETABLE,
  type QmsRequirement,
  type QmsRequirementType,
  type QmsRequirementUpdate,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { qmsRequirements, srRequirements } from '../schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { getRegulation } from '../regulations/regulations.repository';
import { defaultRow, hasAssessment, toQmsRequirement, type QmsRequirementRow } from './qms-requirement.model';
import { assertTargetsExist } from './targets';
import { isUuid } from '../../db/uuid';

/** The standards-service facts an assessment depends on. */
export interface SrInfo {
  id: string;
  regulationId: string;
  type: string;
  interpretable: boolean;
  interpretedInRequirementId: string | null;
  position: number;
}
const srColumns = {
  id: srRequirements.id,
  regulationId: srRequirements.regulationId,
  type: srRequirements.type,
  interpretable: srRequirements.interpretable,
  interpretedInRequirementId: srRequirements.interpretedInRequirementId,
  position: srRequirements.position,
};

export const requirementNotFound = (id: string) => notFound(`Requirement ${id} not found`);

export async function srInfoOf(tx: Tx, id: string): Promise<SrInfo | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select(srColumns).from(srRequirements).where(eq(srRequirements.id, id));
  return row;
}

async function srInfos(tx: Tx, ids: string[]): Promise<Map<string, SrInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select(srColumns).from(srRequirements).where(inArray(srRequirements.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What an assessment's type depends on: a requirement's id and the two facts below. */
export type SrFacts = Pick<SrInfo, 'id' | 'interpretable' | 'interpretedInRequirementId'>;

/** INTERPRETATION while interpretable; a stored assessment of anything else is a deprecated interpretation. */
const typeOf = (sr: SrFacts | undefined): QmsRequirementType =>
  sr?.interpretable ? 'INTERPRETATION' : 'DEPRECATED';

export const present = (row: QmsRequirementRow, sr: SrFacts | undefined): QmsRequirement =>
  toQmsRequirement(row, typeOf(sr), sr?.interpretedInRequirementId ?? null);

export async function storedRow(
  tx: Tx,
  tenantId: string,
  requirementId: string,
): Promise<QmsRequirementRow | undefined> {
  if (!isUuid(requirementId)) return undefined;
  const [row] = await tx
    .select()
    .from(qmsRequirements)
    .where(and(eq(qmsRequirements.tenantId, tenantId), eq(qmsRequirements.requirementId, requirementId)));
  return row;
}

/** A regulation's requirements in document order (404 for an unknown regulation). */
async function requirementsOf(tx: Tx, regulationId: string): Promise<SrInfo[]> {
  await getRegulation(tx, regulationId);
  return tx
    .select(srColumns)
    .from(srRequirements)
    .where(eq(srRequirements.regulationId, regulationId))
    .orderBy(asc(srRequirements.position));
}

/**
 * The gap entries of a regulation in document order: one per interpretable requirement (stored or default), then
 * the deprecated ones (stored assessments of requirements no longer interpretable or no longer in the catalog).
 * `requirements`: the regulation's requirements in document order, when the caller has read them already (the
 * gap list and its CSV read the tree anyway): the table is then read once, not twice — with 5,000 requirements
 * that second read was a third of the gap-list answer's time (issue 14).
 */
export async function listByRegulation(
  tx: Tx,
  tenantId: string,
  regulationId: string,
  requirements?: readonly SrFacts[],
) {
  const srRows = requirements ?? (await requirementsOf(tx, regulationId));
  const stored = await tx
    .select()
    .from(qmsRequirements)
    .where(and(eq(qmsRequirements.tenantId, tenantId), eq(qmsRequirements.regulationId, regulationId)));
  const byId = new Map(stored.map((r) => [r.requirementId, r]));
  const result = entriesOf(tenantId, regulationId, srRows, byId);
  for (const row of byId.values()) if (hasAssessment(row)) result.push(present(row, undefined));
  return result;
}

/** The entries of requirements in document order; each stored row used is taken out of `stored`. */
function entriesOf(
  tenantId: string,
  regulationId: string,
  srRows: readonly SrFacts[],
  stored: Map<string, QmsRequirementRow>,
): QmsRequirement[] {
  const result: QmsRequirement[] = [];
  for (const sr of srRows) {
    const row = stored.get(sr.id);
    stored.delete(sr.id);
    if (sr.interpretable) result.push(present(row ?? defaultRow(tenantId, sr.id, regulationId), sr));
    else if (row && hasAssessment(row)) result.push(present(row, sr));
  }
  return result;
}

/**
 * listByRegulation's entries of some requirements only (the gap list's head): their stored rows are read by
 * requirement id, not the regulation's; the deprecated ones of requirements no longer in the catalog are left out.
 */
export async function listOfRequirements(
  tx: Tx,
  tenantId: string,
  regulationId: string,
  requirements: readonly SrFacts[],
): Promise<QmsRequirement[]> {
  if (requirements.length === 0) return [];
  const stored = await tx
    .select()
    .from(qmsRequirements)
    .where(
      and(
        eq(qmsRequirements.tenantId, tenantId),
        inArray(
          qmsRequirements.requirementId,
          requirements.map((r) => r.id),
        ),
      ),
    );
  const byId = new Map(
    stored.filter((r) => r.regulationId === regulationId).map((r) => [r.requirementId, r]),
  );
  return entriesOf(tenantId, regulationId, requirements, byId);
}

/** Stored assessments matching a condition (the widgets' lookups), in regulation and document order. */
export async function listWhere(tx: Tx, tenantId: string, condition: SQL): Promise<QmsRequirement[]> {
  const rows = (
    await tx
      .select()
      .from(qmsRequirements)
      .where(and(eq(qmsRequirements.tenantId, tenantId), condition))
  ).filter(hasAssessment);
  const info = await srInfos(
    tx,
    rows.map((r) => r.requirementId),
  );
  const order = (r: QmsRequirementRow) => info.get(r.requirementId)?.position ?? Number.MAX_SAFE_INTEGER;
  rows.sort((a, b) => a.regulationId.localeCompare(b.regulationId) || order(a) - order(b));
  return rows.map((r) => present(r, info.get(r.requirementId)));
}

/** Regulation ids of the stored assessments matching a condition. */
export async function regulationIdsWhere(tx: Tx, tenantId: string, condition: SQL): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ regulationId: qmsRequirements.regulationId })
    .from(qmsRequirements)
    .where(and(eq(qmsRequirements.tenantId, tenantId), condition))
    .orderBy(asc(qmsRequirements.regulationId));
  return rows.map((r) => r.regulationId);
}

type Changes = Partial<Omit<QmsRequirementRow, 'tenantId' | 'requirementId' | 'regulationId' | 'dbVersion'>>;

/**
 * Writes changes with optimistic concurrency: `expected` is the dbVersion the change was based on (0 = no stored
 * assessment yet: the first write creates it; a concurrent creator turns the insert into a no-op and the
 * versioned update decides). Nothing written → 409, the other change stands.
 */
export async function writeRow(
  tx: Tx,
  tenantId: string,
  sr: Pick<SrInfo, 'id' | 'regulationId'>,
  expected: number,
  changes: Changes,
): Promise<QmsRequirementRow> {
  if (expected === 0) {
    const [created] = await tx
      .insert(qmsRequirements)
      .values({ tenantId, requirementId: sr.id, regulationId: sr.regulationId, ...changes, dbVersion: 1 })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  const [row] = await tx
    .update(qmsRequirements)
    .set({ ...changes, dbVersion: sql`${qmsRequirements.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(qmsRequirements.tenantId, tenantId),
        eq(qmsRequirements.requirementId, sr.id),
        eq(qmsRequirements.dbVersion, expected),
      ),
    )
    .returning();
  if (!row) throw conflict(QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE);
  return row;
}

/** An assessment is made on an interpretable requirement only (the others are part of it, or headings). */
export async function interpretableRequirement(tx: Tx, requirementId: string): Promise<SrInfo> {
  const sr = await srInfoOf(tx, requirementId);
  if (!sr) throw requirementNotFound(requirementId);
  if (sr.type === 'HEADING') throw badRequest('A heading can not be assessed.');
  if (!sr.interpretable) throw badRequest(REQUIREMENT_NOT_INTERPRETABLE);
  return sr;
}

/** PUT /qms-requirements: applicability, reason, notes and targets (implemented marks and block links stay). */
export async function updateQmsRequirement(
  tx: Tx,
  tenantId: string,
  { requirementId, dbVersion, ...values }: QmsRequirementUpdate & { dbVersion: number },
): Promise<QmsRequirement> {
  const sr = await interpretableRequirement(tx, requirementId);
  const current =
    (await storedRow(tx, tenantId, requirementId)) ?? defaultRow(tenantId, sr.id, sr.regulationId);
  await assertTargetsExist(tx, current, values);
  const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];
  const row = await writeRow(tx, tenantId, sr, dbVersion, {
    applicability: values.applicability,
    applicabilityReason: values.applicabilityReason ?? '',
    notes: values.notes ?? '',
    targetSopArtifactIds: unique(values.targetSopArtifactIds),
    targetTemplateArtifactIds: unique(values.targetTemplateArtifactIds),
    targetSopBlockArtifactIds: unique(values.targetSopBlockArtifactIds),
    templateContentIds: unique(values.templateContentIds),
  });
  return present(row, sr);
}

/** DELETE /qms-requirements/{id}: back to the defaults (the stored assessment is removed; the trail keeps it). */
export async function resetQmsRequirement(
  tx: Tx,
  tenantId: string,
  requirementId: string,
  dbVersion: number | undefined,
): Promise<QmsRequirement> {
  const sr = await srInfoOf(tx, requirementId);
  const row = await storedRow(tx, tenantId, requirementId);
  if (!sr && !row) throw requirementNotFound(requirementId);
  if (row) {
    if (dbVersion !== undefined && dbVersion !== row.dbVersion)
      throw conflict(QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE);
    const deleted = await tx
      .delete(qmsRequirements)
      .where(
        and(
          eq(qmsRequirements.tenantId, tenantId),
          eq(qmsRequirements.requirementId, requirementId),
          eq(qmsRequirements.dbVersion, row.dbVersion),
        ),
      )
      .returning({ id: qmsRequirements.requirementId });
    if (deleted.length === 0) throw conflict(QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE);
  }
  const regulationId = sr?.regulationId ?? row!.regulationId;
  return present(defaultRow(tenantId, requirementId, regulationId), sr);
}
