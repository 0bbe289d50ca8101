import { and, count, eq, sql } from 'drizzle-orm';
import {
  QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE,
  type QmsRegulation,
  type QmsRegulationState,
  type QmsRegulationUpdate,
  type RegulationStatistics,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { qmsRegulations, srRequirements } from '../../db/schema/index';
import { conflict } from '../../http/errors';
import { getRegulation, listRegulations } from '../regulations/regulations.repository';
import { regulationStatistics, sumStatistics } from '../statistics';

const columns = {
  regulationId: qmsRegulations.regulationId,
  state: sql<QmsRegulationState>`${qmsRegulations.state}`,
  activeFrom: qmsRegulations.activeFrom,
  activeTo: qmsRegulations.activeTo,
  dbVersion: qmsRegulations.dbVersion,
};

/** Every regulation is applied in every tenant; without a stored record it is INFORMATIVE (docs/decisions.md). */
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

/**
 * Statistics per regulation. The tenant's assessments (QMS requirements, the gap list) come with the next slice
 * of issue 14; until then no requirement is assessed, so every interpretable requirement counts as NOT_DEFINED —
 * computed by the same formulas the gap list will feed.
 */
export async function statisticsByRegulation(tx: Tx): Promise<Map<string, RegulationStatistics>> {
  const totals = await interpretableCounts(tx);
  const regulations = await listRegulations(tx);
  return new Map(regulations.map((r) => [r.id, regulationStatistics(totals.get(r.id) ?? 0, [])]));
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
