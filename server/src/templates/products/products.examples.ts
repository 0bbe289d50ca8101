// The requests and rows the generated route checks (src/route-table.test.ts) use for products.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { type ExampleFixtures } from '../../http/route-examples';
import { createProduct } from './products.repository';
import type { RouteExamples } from '../../http/route-examples';

async function exampleProduct(fx: ExampleFixtures, name = fx.uniqueName('Product')) {
  return { ...(await fx.run((tx) => createProduct(tx, fx.tenantId, { name }))), name };
}

export const productsExamples: RouteExamples = {
  'GET /qms-api/products': {
    seed: async (fx) => {
      const p = await exampleProduct(fx);
      return { ids: [p.productId], names: [p.name] };
    },
  },
  'POST /qms-api/products': {
    example: async (fx) => ({ body: { name: fx.uniqueName('New product') } }),
  },
  'PUT /qms-api/products/:productId': {
    example: async (fx) => ({
      params: { productId: (await exampleProduct(fx)).productId },
      body: { name: fx.uniqueName('Renamed product'), dbVersion: 0 },
    }),
  },
  'DELETE /qms-api/products/:productId': {
    example: async (fx) => ({ params: { productId: (await exampleProduct(fx)).productId } }),
  },
};
