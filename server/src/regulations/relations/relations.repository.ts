import { arrayOverlaps, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  srTermId,
  type Relation,
  type RelationRelease,
  type RelationReleaseDetail,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { srRelationReleases, srRelations } from '../schema';
import { notFound } from '../../http/errors';
import { getRegulation } from '../regulations/regulations.repository';

const releaseColumns = {
  id: srRelationReleases.id,
  regulationId: srRelationReleases.regulationId,
  status: srRelationReleases.status,
  ruleVersion: srRelationReleases.ruleVersion,
};

/**
 * GET /sr-api/relations?regulationId=: the regulation's releases, the one a client should use first (spec 3 §7
 * "the first is used"): RELEASED before any other status, then the newest.
 */
export async function listRelationReleases(tx: Tx, regulationId: string): Promise<RelationRelease[]> {
  await getRegulation(tx, regulationId);
  return tx
    .select(releaseColumns)
    .from(srRelationReleases)
    .where(eq(srRelationReleases.regulationId, regulationId))
    .orderBy(
      sql`${srRelationReleases.status} = 'RELEASED' desc`,
      desc(srRelationReleases.createdAt),
      asc(srRelationReleases.id),
    );
}

/** GET /sr-api/relations/{releaseId}: the release and its relations keyed by requirementId. */
export async function relationReleaseDetail(tx: Tx, releaseId: string): Promise<RelationReleaseDetail> {
  const [release] = await tx
    .select(releaseColumns)
    .from(srRelationReleases)
    .where(eq(srRelationReleases.id, releaseId));
  if (!release) throw notFound(`Relation release ${releaseId} not found`);
  const rows = await tx
    .select({
      requirementId: srRelations.requirementId,
      ruleIds: srRelations.ruleIds,
      templateContentIds: srRelations.templateContentIds,
      roleIds: srRelations.roleIds,
      reportIds: srRelations.reportIds,
      termIds: srRelations.termIds,
      sopContentIds: srRelations.sopContentIds,
      linkedProcessIds: srRelations.linkedProcessIds,
      sopContentLinkedProcessIds: srRelations.sopContentLinkedProcessIds,
      templateContentLinkedProcessIds: srRelations.templateContentLinkedProcessIds,
      references: srRelations.references,
    })
    .from(srRelations)
    .where(eq(srRelations.releaseId, releaseId));
  const relations: Record<string, Relation> = {};
  for (const row of rows) relations[row.requirementId] = row;
  return { release, relations };
}

/**
 * The requirements whose relation (in any release) names one of these template contents, process contents or
 * terms (POST /sr-api/requirements).
 */
export async function requirementIdsByRelations(
  tx: Tx,
  filter: { templateContentIds: string[]; sopContentIds: string[]; termIds: string[] },
): Promise<string[]> {
  const conditions = (
    [
      [srRelations.templateContentIds, filter.templateContentIds],
      [srRelations.sopContentIds, filter.sopContentIds],
      [srRelations.termIds, filter.termIds.map(srTermId)],
    ] as const
  )
    .filter(([, ids]) => ids.length > 0)
    .map(([column, ids]) => arrayOverlaps(column, ids));
  if (conditions.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: srRelations.requirementId })
    .from(srRelations)
    .where(or(...conditions));
  return rows.map((r) => r.id);
}
