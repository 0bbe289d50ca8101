import { and, eq, inArray } from 'drizzle-orm';
import type { ReleaseState } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { isUuid } from '../../db/uuid';
import { templates } from '../schema';

/** Of the given artifact ids, those naming one of the tenant's templates (a malformed id is simply not one). */
export async function knownTemplateArtifactIds(
  tx: Tx,
  tenantId: string,
  artifactIds: readonly string[],
): Promise<string[]> {
  const uuids = artifactIds.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: templates.artifactId })
    .from(templates)
    .where(and(eq(templates.tenantId, tenantId), inArray(templates.artifactId, uuids)));
  return rows.map((row) => row.id);
}

/**
 * The release state of one of the tenant's template versions (undefined when there is none). `lock` takes the
 * version's row lock, so a change of its uploaded file serialises with its release (the file is one of its fields).
 */
export async function templateVersionState(
  tx: Tx,
  tenantId: string,
  versionId: string,
  lock: boolean,
): Promise<ReleaseState | undefined> {
  const query = tx
    .select({ state: templates.releaseState })
    .from(templates)
    .where(and(eq(templates.tenantId, tenantId), eq(templates.versionId, versionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.state as ReleaseState | undefined;
}
