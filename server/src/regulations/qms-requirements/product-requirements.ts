import { sql } from 'drizzle-orm';
import type { ProductRequirement } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';

/**
 * GET /qms-api/product-requirements (spec 3 §3 "Product requirement"): the non-deleted Section (TIPTAP) blocks of
 * every PRODUCT process (ADR 0047: the product-requirement block), taken from the
 * process's preferred version — the newest RELEASED one, else the newest — like every other "current" lookup.
 */
export async function listProductRequirements(tx: Tx, tenantId: string): Promise<ProductRequirement[]> {
  const result = await tx.execute(sql`
    with preferred as (
      select distinct on (v.artifact_id) v.version_id, v.artifact_id, v.name
      from sop_versions v join sop_artifacts a on a.tenant_id = v.tenant_id and a.artifact_id = v.artifact_id
      where v.tenant_id = ${tenantId} and a.requirement_type = 'PRODUCT'
      order by v.artifact_id, (v.release_state = 'RELEASED') desc, v.version desc)
    select p.artifact_id::text as "sopArtifactId", p.name as "sopName",
      b.artifact_id::text as "sopBlockArtifactId", b.version_id::text as "sopBlockVersionId",
      b.name as "sopBlockName", b.description as "sopBlockDescription", b.product_ids as "sopBlockProductIds",
      b.testable as "sopBlockTestable", b.acceptance_criterion as "sopBlockAcceptanceCriterion",
      b.test_method_reference as "sopBlockTestMethodReference",
      b.statistical_requirements as "sopBlockStatisticalRequirements", b.sample_size as "sopBlockSampleSize",
      b.test_references as "sopBlockReferences"
    from preferred p join sop_blocks b on b.tenant_id = ${tenantId} and b.sop_version_id = p.version_id
    where b.type = 'TIPTAP' and b.version_state <> 'DELETED'
    order by lower(p.name), p.artifact_id, b.position`);
  return rowsOf<ProductRequirement>(result);
}
