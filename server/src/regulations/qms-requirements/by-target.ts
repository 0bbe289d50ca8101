// The gap entries naming a process, block, template or template content: the Gap List widgets of those screens and
// the impact area's lookup. Read through qms_requirement_targets, one row per named target (ADR 0205).
import { sql, type SQL } from 'drizzle-orm';
import type { QmsRequirement } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { idArray } from '../../db/uuid';
import { qmsRequirements, qmsRequirementTargets as t, type QmsRequirementTargetList } from '../schema';
import { listWhere, regulationIdsWhere } from './qms-requirements.repository';
import { findSopVersion } from './sop-lookup';

/** A target a gap entry may name: in which of its lists, and the id (or a query giving ids, as text). */
interface Named {
  lists: readonly QmsRequirementTargetList[];
  id: string | SQL;
}

/**
 * The gap entries naming any of the targets, as a condition on qms_requirements: their ids are read from
 * qms_requirement_targets by its primary key, then the entries by theirs (`= any(array(…))` is an index condition;
 * an `in (subquery)` under `or` would read every entry of the tenant). Both equalities are leakproof, so row-level
 * security lets the planner use the indexes, where it never uses one for the array operators.
 */
export function naming(tenantId: string, ...targets: Named[]): SQL {
  const selects = targets.map(
    ({ lists, id }) =>
      sql`select ${t.requirementId} from ${t} where ${t.tenantId} = ${tenantId}
        and ${t.list} in (${sql.join(
          lists.map((list) => sql`${list}`),
          sql`, `,
        )})
        and ${t.targetId} ${typeof id === 'string' ? sql`= ${id}` : sql`in (${id})`}`,
  );
  return sql`${qmsRequirements.requirementId} = any(array(${sql.join(selects, sql` union `)}))`;
}

/** The process's own targets and, through the processes area's view (ADR 0118), the blocks linked in `blocks`. */
const sopAndLinkedBlocks = (tenantId: string, sopArtifactId: string, blocks: SQL) =>
  naming(
    tenantId,
    { lists: ['TARGET_SOP', 'ACTUAL_SOP'], id: sopArtifactId },
    {
      lists: ['REFERENCED_SOP_BLOCK'],
      id: sql`select distinct block_artifact_id::text from sop_version_blocks_v
        where tenant_id = ${tenantId} and ${blocks}`,
    },
  );

/** Assessments naming the template content as target. */
export const gapEntriesNamingTemplateContent = (tx: Tx, tenantId: string, contentId: string) =>
  listWhere(tx, tenantId, naming(tenantId, { lists: ['TEMPLATE_CONTENT'], id: contentId }));

/** Assessments naming the block: as product-requirement target or as linked process block. */
export const gapEntriesNamingBlock = (tx: Tx, tenantId: string, blockArtifactId: string) =>
  listWhere(
    tx,
    tenantId,
    naming(tenantId, { lists: ['TARGET_SOP_BLOCK', 'REFERENCED_SOP_BLOCK'], id: blockArtifactId }),
  );

/** The process version's gap entries: the process is a target or implements them, or one of its blocks is linked. */
export async function gapEntriesOfSopVersion(
  tx: Tx,
  tenantId: string,
  versionId: string,
): Promise<QmsRequirement[]> {
  const version = await findSopVersion(tx, tenantId, versionId);
  return listWhere(
    tx,
    tenantId,
    sopAndLinkedBlocks(tenantId, version.artifactId, sql`sop_version_id = ${version.versionId}`),
  );
}

/** Regulations whose gap entries the process is a target of or implements, or link a block of any of its versions. */
export const regulationIdsNamingSop = (tx: Tx, tenantId: string, sopArtifactId: string) =>
  regulationIdsWhere(
    tx,
    tenantId,
    sopAndLinkedBlocks(tenantId, sopArtifactId, sql`sop_artifact_id = any(${idArray([sopArtifactId])})`),
  );

/** Regulations whose gap entries the template is a target of or implements. */
export const regulationIdsNamingTemplate = (tx: Tx, tenantId: string, templateArtifactId: string) =>
  regulationIdsWhere(
    tx,
    tenantId,
    naming(tenantId, { lists: ['TARGET_TEMPLATE', 'ACTUAL_TEMPLATE'], id: templateArtifactId }),
  );
