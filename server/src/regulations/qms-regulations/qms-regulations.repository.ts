import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE,
  type QmsRegulation,
  type QmsRegulationState,
  type QmsRegulationUpdate,
  type RegulationStatistics,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { qmsRegulations, qmsRequirements, srRequirements } from '../schema';
import { conflict } from '../../http/errors';
import { getRegulation, listRegulations } from '../regulations/regulations.repository';
import { regulationStatistics, sumStatistics, type AssessedRequirement } from '../statistics';
import { assessedOf } from '../qms-requirements/qms-requirement.model';

const columns = {
  regulationId: qmsRegulations.regulationId,
  state: sql<QmsRegulationState>`${qmsRegulations.state}`,
  activeFrom: qmsRegulations.activeFrom,
  activeTo: qmsRegulations.activeTo,
  dbVersion: qmsRegulations.dbVersion,
};

/** Every regulation is applied in every tenant; without a stored record it is INFORMATIVE (ADR 0076). */
const defaultRecord = (regulationId: string): QmsRegulation => ({
  regulationId,
  state: 'INFORMATIVE',
  activeFrom: null,
  activeTo: null,
  dbVersion: 0,
});

export async function listQmsRegulations(tx: Tx, tenantId: string): Promise<QmsRegulation[]> {
  const [regulations, stored] = [
    await listRegulations(tx),
    await tx.select(columns).from(qmsRegulations).where(eq(qmsRegulations.tenantId, tenantId)),
  ];
  const byId = new Map(stored.map((r) => [r.regulationId, r]));
  return regulations.map((r) => byId.get(r.id) ?? defaultRecord(r.id));
}

export async function getQmsRegulation(
  tx: Tx,
  tenantId: string,
  regulationId: string,
): Promise<QmsRegulation> {
  await getRegulation(tx, regulationId);
  const [row] = await tx
    .select(columns)
    .from(qmsRegulations)
    .where(and(eq(qmsRegulations.tenantId, tenantId), eq(qmsRegulations.regulationId, regulationId)));
  return row ?? defaultRecord(regulationId);
}

/**
 * Optimistic concurrency: dbVersion 0 against a regulation without a record creates it (a concurrent creator makes
 * the insert a no-op, then the versioned update below decides); otherwise the update applies only while the row
 * still has the dbVersion the client read. Nothing updated → 409, the other save stands.
 */
export async function updateQmsRegulation(
  tx: Tx,
  tenantId: string,
  regulationId: string,
  { dbVersion, ...values }: QmsRegulationUpdate,
): Promise<QmsRegulation> {
  await getRegulation(tx, regulationId);
  if (dbVersion === 0) {
    const [created] = await tx
      .insert(qmsRegulations)
      .values({ tenantId, regulationId, ...values, dbVersion: 1 })
      .onConflictDoNothing()
      .returning(columns);
    if (created) return created;
  }
  const [row] = await tx
    .update(qmsRegulations)
    .set({ ...values, dbVersion: sql`${qmsRegulations.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(qmsRegulations.tenantId, tenantId),
        eq(qmsRegulations.regulationId, regulationId),
        eq(qmsRegulations.dbVersion, dbVersion),
      ),
    )
    .returning(columns);
  if (!row) throw conflict(QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE);
  return row;
}

/** Interpretable requirements per regulation: what an assessment covers. */
async function interpretableCounts(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ regulationId: srRequirements.regulationId, n: count() })
    .from(srRequirements)
    .where(eq(srRequirements.interpretable, true))
    .groupBy(srRequirements.regulationId);
  return new Map(rows.map((r) => [r.regulationId, Number(r.n)]));
}

/** The tenant's stored assessments of interpretable requirements (the others do not count: deprecated). */
async function assessedByRegulation(tx: Tx): Promise<Map<string, AssessedRequirement[]>> {
  const rows = await tx
    .select(getTableColumns(qmsRequirements))
    .from(qmsRequirements)
    .innerJoin(
      srRequirements,
      and(eq(srRequirements.id, qmsRequirements.requirementId), eq(srRequirements.interpretable, true)),
    );
  const byRegulation = new Map<string, AssessedRequirement[]>();
  for (const row of rows) {
    byRegulation.set(row.regulationId, [...(byRegulation.get(row.regulationId) ?? []), assessedOf(row)]);
  }
  return byRegulation;
}

/**
 * Statistics per regulation from the tenant's assessments (row-level security limits them to the caller's
 * tenant); interpretable requirements without a stored assessment count as NOT_DEFINED. The gap list computes
 * its badges with the same formulas (qms-requirements/gap-list.ts), the tests compare both.
 */
export async function statisticsByRegulation(tx: Tx): Promise<Map<string, RegulationStatistics>> {
  const totals = await interpretableCounts(tx);
  const assessed = await assessedByRegulation(tx);
  const regulations = await listRegulations(tx);
  return new Map(
    regulations.map((r) => [r.id, regulationStatistics(totals.get(r.id) ?? 0, assessed.get(r.id) ?? [])]),
  );
}

export async function searchQmsRegulations(tx: Tx, tenantId: string) {
  const regulations = await listRegulations(tx);
  const records = new Map((await listQmsRegulations(tx, tenantId)).map((r) => [r.regulationId, r]));
  const statistics = await statisticsByRegulation(tx);
  return regulations.map((regulation) => ({
    regulation,
    qmsRegulation: records.get(regulation.id)!,
    statistics: statistics.get(regulation.id)!,
  }));
}

export async function regulationStatisticsOf(tx: Tx, regulationId: string): Promise<RegulationStatistics> {
  await getRegulation(tx, regulationId);
  return (await statisticsByRegulation(tx)).get(regulationId)!;
}

export async function overallStatistics(tx: Tx) {
  const all = [...(await statisticsByRegulation(tx)).values()];
  const overallStatistics = sumStatistics(all);
  return {
    regulationCount: all.length,
    requirementCount: overallStatistics.totalRequirements,
    evidenceCount: overallStatistics.evidenceCount,
    overallStatistics,
  };
}
