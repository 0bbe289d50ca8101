import { sql } from 'drizzle-orm';
import type { ImpactAnalysisSearchResponse } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { impactAnalyses } from '../../db/schema/index';

interface Row {
  id: string;
  title: string;
  regulation_id_from: string;
  regulation_id_to: string;
  number_of_impact: number | string;
  mapped_from: number | string;
  mapped_to: number | string;
}

/**
 * Analyses with statistics computed in SQL: impacts per analysis and the distinct requirements they map on
 * each side. The totals of requirements per regulation are 0 until the regulation importer (standards service
 * requirements table) exists; they will then be a count over that table.
 */
export async function searchImpactAnalyses(tx: Tx, tenantId: string): Promise<ImpactAnalysisSearchResponse> {
  const result = await tx.execute(sql`
    select a.id, a.title, a.regulation_id_from, a.regulation_id_to,
      (select count(*) from impacts i where i.tenant_id = a.tenant_id and i.impact_analysis_id = a.id)
        as number_of_impact,
      (select count(distinct r) from impacts i, unnest(i.requirement_ids_from) r
        where i.tenant_id = a.tenant_id and i.impact_analysis_id = a.id) as mapped_from,
      (select count(distinct r) from impacts i, unnest(i.requirement_ids_to) r
        where i.tenant_id = a.tenant_id and i.impact_analysis_id = a.id) as mapped_to
    from impact_analyses a
    where a.tenant_id = ${tenantId}
    order by lower(a.title), a.id`);
  return {
    results: rowsOf<Row>(result).map((row) => ({
      impactAnalysis: {
        id: row.id,
        title: row.title,
        regulationIdFrom: row.regulation_id_from,
        regulationIdTo: row.regulation_id_to,
      },
      statistics: {
        impactAnalysisId: row.id,
        numberOfMappedFromRequirements: Number(row.mapped_from),
        numberOfMappedToRequirements: Number(row.mapped_to),
        totalNumberOfFromRequirements: 0,
        totalNumberOfToRequirements: 0,
        numberOfImpact: Number(row.number_of_impact),
      },
    })),
  };
}

/** An analysis without impacts, for tests and the generated route checks. */
export async function createImpactAnalysis(
  tx: Tx,
  tenantId: string,
  values: { title: string; regulationIdFrom: string; regulationIdTo: string },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(impactAnalyses)
    .values({ tenantId, ...values })
    .returning({ id: impactAnalyses.id });
  return row!;
}
