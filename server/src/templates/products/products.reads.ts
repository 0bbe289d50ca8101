import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { isUuid } from '../../db/uuid';
import { products } from '../schema';

/** Of the given ids, those naming one of the tenant's products (a malformed id is simply not one). */
export async function knownProductIds(tx: Tx, tenantId: string, ids: readonly string[]): Promise<string[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await tx
    .select({ id: products.productId })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.productId, uuids)));
  return rows.map((row) => row.id);
}
