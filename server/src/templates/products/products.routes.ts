import { Product, ProductIdParams, ProductList, ProductUpdate, ProductWrite } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { createProduct, deleteProduct, listProducts, updateProduct } from './products.repository';

// The generated route checks' requests and rows for these routes: products.examples.ts.

const tags = ['products'];

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
    handler: ({ tx, user, params }) => deleteProduct(tx, user.tenantId, params.productId),
  }),
];
