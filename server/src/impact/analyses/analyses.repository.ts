import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  IMPACT_MESSAGES,
  unknownRegulationMessage,
  type ImpactAnalysis,
  type ImpactAnalysisSearchResponse,
  type ImpactAnalysisWithStatistics,
} from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { deleteCommentsAbout } from '../../comments/index';
import { impactAnalyses, impacts } from '../schema';
import { clauseCountSql, clausesAmongSql, regulationExists } from '../../regulations/index';
import { badRequest, conflict, notFound } from '../../http/errors';

interface Row {
  id: string;
  title: string;
  regulation_id_from: string;
  regulation_id_to: string;
  db_version: number;
  total_from: number | string;
  total_to: number | string;
  number_of_impact: number | string;
  mapped_from: number | string;
  mapped_to: number | string;
}

/** Clauses an impact of the analysis maps on that side, themselves or through one of their paragraphs. */
const mappedClauseCount = (side: 'from' | 'to'): SQL =>
  clausesAmongSql(
    sql`select m.requirement_id from mapped m where m.impact_analysis_id = a.id and m.side = ${side}`,
  );

/**
 * Analyses with statistics computed in SQL: impacts per analysis and the distinct requirements they map on
 * each side. Totals and mapped counts are clauses (controls, enhancements, articles): a paragraph belongs to the
 * clause it is part of, so a clause mapped whole or through one of its paragraphs counts once (ADR 0089);
 * NIST's workbook maps controls, and their statement items are not gaps.
 */
async function analysesWithStatistics(
  tx: Tx,
  tenantId: string,
  only?: string,
): Promise<ImpactAnalysisWithStatistics[]> {
  const filter: SQL = only ? sql`and a.id = ${only}::uuid` : sql``;
  const result = await tx.execute(sql`
    with mapped as (
      select i.impact_analysis_id, 'from' as side, r as requirement_id
        from impacts i, unnest(i.requirement_ids_from) r where i.tenant_id = ${tenantId}
      union
      select i.impact_analysis_id, 'to', r
        from impacts i, unnest(i.requirement_ids_to) r where i.tenant_id = ${tenantId}
    )
    select a.id, a.title, a.regulation_id_from, a.regulation_id_to, a.db_version,
      ${clauseCountSql(sql`a.regulation_id_from`)} as total_from,
      ${clauseCountSql(sql`a.regulation_id_to`)} as total_to,
      (select count(*) from impacts i where i.tenant_id = a.tenant_id and i.impact_analysis_id = a.id)
        as number_of_impact,
      ${mappedClauseCount('from')} as mapped_from,
      ${mappedClauseCount('to')} as mapped_to
    from impact_analyses a
    where a.tenant_id = ${tenantId} ${filter}
    order by lower(a.title), a.id`);
  return rowsOf<Row>(result).map((row) => ({
    impactAnalysis: {
      id: row.id,
      title: row.title,
      regulationIdFrom: row.regulation_id_from,
      regulationIdTo: row.regulation_id_to,
      dbVersion: row.db_version,
    },
    statistics: {
      impactAnalysisId: row.id,
      numberOfMappedFromRequirements: Number(row.mapped_from),
      numberOfMappedToRequirements: Number(row.mapped_to),
      totalNumberOfFromRequirements: Number(row.total_from),
      totalNumberOfToRequirements: Number(row.total_to),
      numberOfImpact: Number(row.number_of_impact),
    },
  }));
}

export async function searchImpactAnalyses(tx: Tx, tenantId: string): Promise<ImpactAnalysisSearchResponse> {
  return { results: await analysesWithStatistics(tx, tenantId) };
}

export async function analysisWithStatistics(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<ImpactAnalysisWithStatistics> {
  const [found] = await analysesWithStatistics(tx, tenantId, id);
  if (!found) throw notFound(IMPACT_MESSAGES.analysisNotFound);
  return found;
}

const columns = {
  id: impactAnalyses.id,
  title: impactAnalyses.title,
  regulationIdFrom: impactAnalyses.regulationIdFrom,
  regulationIdTo: impactAnalyses.regulationIdTo,
  dbVersion: impactAnalyses.dbVersion,
};
const byId = (tenantId: string, id: string) =>
  and(eq(impactAnalyses.tenantId, tenantId), eq(impactAnalyses.id, id));

/** The analysis (404 in another tenant: row-level security hides it); `lock` for writes that depend on it. */
export async function getImpactAnalysis(
  tx: Tx,
  tenantId: string,
  id: string,
  lock = false,
): Promise<ImpactAnalysis> {
  const query = tx.select(columns).from(impactAnalyses).where(byId(tenantId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(IMPACT_MESSAGES.analysisNotFound);
  return row;
}

async function assertRegulationExists(tx: Tx, regulationId: string): Promise<void> {
  if (!(await regulationExists(tx, regulationId))) throw badRequest(unknownRegulationMessage(regulationId));
}

/** Both regulations must exist in the standards service and differ (the contract refuses From = To). */
export async function createImpactAnalysis(
  tx: Tx,
  tenantId: string,
  values: { title: string; regulationIdFrom: string; regulationIdTo: string },
  checkRegulations = true,
): Promise<ImpactAnalysis> {
  if (checkRegulations) {
    await assertRegulationExists(tx, values.regulationIdFrom);
    await assertRegulationExists(tx, values.regulationIdTo);
  }
  const [row] = await tx
    .insert(impactAnalyses)
    .values({ tenantId, ...values })
    .returning(columns);
  return row!;
}

/** Only the title changes; From and To are fixed after creation (400), a stale dbVersion is a 409. */
export async function updateImpactAnalysis(
  tx: Tx,
  tenantId: string,
  id: string,
  body: { title: string; regulationIdFrom: string; regulationIdTo: string; dbVersion: number },
): Promise<ImpactAnalysis> {
  const current = await getImpactAnalysis(tx, tenantId, id, true);
  if (body.regulationIdFrom !== current.regulationIdFrom || body.regulationIdTo !== current.regulationIdTo)
    throw badRequest(IMPACT_MESSAGES.fromToFixed);
  if (body.dbVersion !== current.dbVersion) throw conflict(IMPACT_MESSAGES.analysisChanged);
  const [row] = await tx
    .update(impactAnalyses)
    .set({ title: body.title, dbVersion: sql`${impactAnalyses.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(byId(tenantId, id))
    .returning(columns);
  return row!;
}

/**
 * Deletes the analysis with its impacts (foreign key cascade) and the comments on both: comments have no
 * foreign key (their reference is polymorphic), so they are removed here, in the same transaction.
 */
export async function deleteImpactAnalysis(tx: Tx, tenantId: string, id: string): Promise<void> {
  await getImpactAnalysis(tx, tenantId, id, true);
  const impactRows = await tx
    .select({ id: impacts.id })
    .from(impacts)
    .where(and(eq(impacts.tenantId, tenantId), eq(impacts.impactAnalysisId, id)));
  await deleteCommentsAbout(tx, tenantId, [id, ...impactRows.map((row) => row.id)]);
  await tx.delete(impactAnalyses).where(byId(tenantId, id));
}
