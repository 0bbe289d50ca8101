import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PRODUCT_MESSAGES,
  productInUseMessage,
  productNameTakenMessage,
  type Product,
} from '@qms/shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Tx } from '../../db/tenant';
import { products } from '../schema';
import { sopVersionsNamingProduct } from '../../processes/index';
import { conflict, notFound } from '../../http/errors';

const columns = { productId: products.productId, name: products.name, dbVersion: products.dbVersion };
const ofTenant = (tenantId: string) => eq(products.tenantId, tenantId);
const productNotFound = (id: string) => notFound(`Product ${id} not found`);

export function listProducts(tx: Tx, tenantId: string): Promise<Product[]> {
  return tx
    .select(columns)
    .from(products)
    .where(ofTenant(tenantId))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.productId));
}

/** The unique index (tenant, lower(name)) is the guard; its violation becomes the message. */
async function guardName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(productNameTakenMessage(name));
    throw error;
  }
}

export async function createProduct(tx: Tx, tenantId: string, body: { name: string }): Promise<Product> {
  const [row] = await guardName(body.name, () =>
    tx.insert(products).values({ tenantId, name: body.name }).returning(columns),
  );
  return row!;
}

export async function updateProduct(
  tx: Tx,
  tenantId: string,
  productId: string,
  body: { name: string; dbVersion: number },
): Promise<Product> {
  const [row] = await guardName(body.name, () =>
    tx
      .update(products)
      .set({ name: body.name, dbVersion: sql`${products.dbVersion} + 1`, updatedAt: sql`now()` })
      .where(
        and(ofTenant(tenantId), eq(products.productId, productId), eq(products.dbVersion, body.dbVersion)),
      )
      .returning(columns),
  );
  if (row) return row;
  const [exists] = await tx
    .select({ id: products.productId })
    .from(products)
    .where(and(ofTenant(tenantId), eq(products.productId, productId)));
  throw exists ? conflict(PRODUCT_MESSAGES.changedBySomeoneElse) : productNotFound(productId);
}

/** A product a block of any process version names is not removed: 409 naming those processes. */
export async function deleteProduct(tx: Tx, tenantId: string, productId: string): Promise<void> {
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(ofTenant(tenantId), eq(products.productId, productId)))
    .for('update');
  if (!product) throw productNotFound(productId);
  const users = await sopVersionsNamingProduct(tx, tenantId, productId);
  if (users.length > 0)
    throw conflict(productInUseMessage(product.name, users.map((u) => `"${u.name}" V${u.version}`).sort()));
  await tx.delete(products).where(and(ofTenant(tenantId), eq(products.productId, productId)));
}
