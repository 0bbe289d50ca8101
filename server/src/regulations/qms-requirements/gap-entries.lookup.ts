import { and, eq, inArray } from 'drizzle-orm';
import type { QmsRequirement } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { qmsRequirements } from '../schema';
import { naming } from './by-target';
import { listWhere } from './qms-requirements.repository';

// Reads of the tenant's gap entries for the impact area (issue 26: it names no table of this area).

/** The stored assessments of the given requirements, in regulation and document order. */
export function gapEntriesOf(tx: Tx, tenantId: string, requirementIds: string[]): Promise<QmsRequirement[]> {
  if (requirementIds.length === 0) return Promise.resolve([]);
  return listWhere(tx, tenantId, inArray(qmsRequirements.requirementId, requirementIds));
}

/** The requirements whose gap entry targets the process `artifactId` (target_sop_artifact_ids). */
export async function requirementIdsTargetingSop(
  tx: Tx,
  tenantId: string,
  artifactId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ requirementId: qmsRequirements.requirementId })
    .from(qmsRequirements)
    .where(
      and(
        eq(qmsRequirements.tenantId, tenantId),
        naming(tenantId, { lists: ['TARGET_SOP'], id: artifactId }),
      ),
    );
  return rows.map((r) => r.requirementId);
}
