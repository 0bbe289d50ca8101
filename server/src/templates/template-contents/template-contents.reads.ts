import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { isUuid } from '../../db/uuid';
import { templateContents } from '../schema';

/** Of the given ids, those naming one of the tenant's template contents (a malformed id is simply not one). */
export async function knownTemplateContentIds(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await tx
    .select({ id: templateContents.id })
    .from(templateContents)
    .where(and(eq(templateContents.tenantId, tenantId), inArray(templateContents.id, uuids)));
  return rows.map((row) => row.id);
}
