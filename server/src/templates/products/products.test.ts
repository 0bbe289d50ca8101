import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PRODUCT_MESSAGES, productNameTakenMessage, type Product } from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import { insertProcess } from '../../../test/templates';

describe('products API', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  const add = async (name: string) =>
    expectStatus<Product>(await api(t, acme.admin, 'POST', '/products', { name }), 201);

  it('adds, lists sorted by name, renames with dbVersion and refuses duplicates ignoring case', async () => {
    const pump = await add('Infusion pump');
    await add('ECG monitor');
    const list = expectStatus<Product[]>(await api(t, acme.viewer, 'GET', '/products'), 200);
    assert.deepEqual(
      list.map((p) => p.name),
      ['ECG monitor', 'Infusion pump'],
    );
    const dup = await api(t, acme.admin, 'POST', '/products', { name: 'ecg MONITOR' });
    assert.equal(dup.statusCode, 409);
    assert.equal(errorMessageOf(dup), productNameTakenMessage('ecg MONITOR'));
    const renamed = expectStatus<Product>(
      await api(t, acme.admin, 'PUT', `/products/${pump.productId}`, { name: 'Syringe pump', dbVersion: 0 }),
      200,
    );
    assert.equal(renamed.dbVersion, 1);
    const stale = await api(t, acme.admin, 'PUT', `/products/${pump.productId}`, { name: 'X', dbVersion: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), PRODUCT_MESSAGES.changedBySomeoneElse);
    assert.equal((await api(t, acme.admin, 'POST', '/products', { name: '' })).statusCode, 400);
    assert.equal((await api(t, acme.viewer, 'POST', '/products', { name: 'V' })).statusCode, 403);
  });

  it('removes an unused product and refuses one a block uses, naming the processes', async () => {
    const unused = await add('Unused');
    assert.equal((await api(t, acme.admin, 'DELETE', `/products/${unused.productId}`)).statusCode, 204);
    assert.equal((await api(t, acme.admin, 'DELETE', `/products/${unused.productId}`)).statusCode, 404);
    const used = await add('Used device');
    await insertProcess(t, acme.tenantId, {
      name: 'Design transfer',
      blocks: [{ productIds: [used.productId] }],
    });
    const refused = await api(t, acme.admin, 'DELETE', `/products/${used.productId}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(
      errorMessageOf(refused),
      'The product "Used device" is used by blocks of "Design transfer" V1. Remove it there before deleting it.',
    );
  });
});
