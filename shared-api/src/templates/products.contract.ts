import { z } from 'zod';

/** A product of the tenant (spec 2 §3), chosen in product-requirement blocks. */
export const Product = z.object({
  productId: z.string(),
  name: z.string(),
  dbVersion: z.number().int().nonnegative(),
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.array(Product);
export type ProductList = z.infer<typeof ProductList>;

export const ProductWrite = z.object({
  name: z.string().trim().min(1, 'Minimum 1 character').max(200, 'Maximum 200 characters'),
});
export type ProductWrite = z.input<typeof ProductWrite>;
export const ProductUpdate = ProductWrite.extend({ dbVersion: z.number().int().nonnegative() });
export type ProductUpdate = z.input<typeof ProductUpdate>;
export const ProductIdParams = z.object({ productId: z.uuid('Product id must be a UUID') });

export const productNameTakenMessage = (name: string): string => `A product named "${name}" already exists.`;
/** 409 of removing a product that blocks still use: names the processes. */
export const productInUseMessage = (name: string, processes: string[]): string =>
  `The product "${name}" is used by blocks of ${processes.join(', ')}. Remove it there before deleting it.`;
