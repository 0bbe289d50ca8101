import { Product, ProductIdParams, ProductList, ProductUpdate, ProductWrite } from '@qms/shared-api/contract';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { createProduct, deleteProduct, listProducts, updateProduct } from './products.repository';

const tags = ['products'];

async function exampleProduct(fx: ExampleFixtures, name = fx.uniqueName('Product')) {
  return { ...(await fx.run((tx) => createProduct(tx, fx.tenantId, { name }))), name };
}

export const productsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/products',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's products, sorted by name",
    tags,
    response: ProductList,
    seed: async (fx) => {
      const p = await exampleProduct(fx);
      return { ids: [p.productId], names: [p.name] };
    },
    handler: ({ tx, user }) => listProducts(tx, user.tenantId),
  }),
  defineRoute({
    method: 'POST',
    url: '/products',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Adds a product (name unique per tenant, ignoring case)',
    tags,
    body: ProductWrite,
    response: Product,
    example: async (fx) => ({ body: { name: fx.uniqueName('New product') } }),
    handler: ({ tx, user, body }) => createProduct(tx, user.tenantId, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/products/:productId',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Renames a product; 409 when its dbVersion is stale or the name is taken',
    tags,
    params: ProductIdParams,
    body: ProductUpdate,
    response: Product,
    example: async (fx) => ({
      params: { productId: (await exampleProduct(fx)).productId },
      body: { name: fx.uniqueName('Renamed product'), dbVersion: 0 },
    }),
    handler: ({ tx, user, params, body }) => updateProduct(tx, user.tenantId, params.productId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/products/:productId',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Removes a product; 409 naming the processes whose blocks use it',
    tags,
    params: ProductIdParams,
    example: async (fx) => ({ params: { productId: (await exampleProduct(fx)).productId } }),
    handler: ({ tx, user, params }) => deleteProduct(tx, user.tenantId, params.productId),
  }),
];
