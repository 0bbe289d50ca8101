import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImpactsBySopArtifactResponse } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { impactAnalyses, impacts } from '../schema';
import { requirementIdsTargetingSop } from '../../regulations/index';
import { mapping } from './by-requirement';
import { impactColumns } from './impacts.repository';

/**
 * The Gap List widget's impact menu: impacts whose from- or to-requirements have a gap entry targeting the
 * process (target_sop_artifact_ids), and the analyses they belong to.
 */
export async function impactsBySopArtifact(
  tx: Tx,
  tenantId: string,
  artifactId: string,
): Promise<ImpactsBySopArtifactResponse> {
  const ids = await requirementIdsTargetingSop(tx, tenantId, artifactId);
  if (ids.length === 0) return { impactAnalyses: [], impacts: [] };
  const found = await tx
    .select(impactColumns)
    .from(impacts)
    .where(and(eq(impacts.tenantId, tenantId), mapping(tenantId, { from: ids, to: ids })))
    .orderBy(impacts.createdAt, impacts.id);
  const analysisIds = [...new Set(found.map((i) => i.impactAnalysisId))];
  const analyses =
    analysisIds.length === 0
      ? []
      : await tx
          .select({
            id: impactAnalyses.id,
            title: impactAnalyses.title,
            regulationIdFrom: impactAnalyses.regulationIdFrom,
            regulationIdTo: impactAnalyses.regulationIdTo,
            dbVersion: impactAnalyses.dbVersion,
          })
          .from(impactAnalyses)
          .where(and(eq(impactAnalyses.tenantId, tenantId), inArray(impactAnalyses.id, analysisIds)))
          .orderBy(sql`lower(${impactAnalyses.title})`, impactAnalyses.id);
  return { impactAnalyses: analyses, impacts: found as ImpactsBySopArtifactResponse['impacts'] };
}
