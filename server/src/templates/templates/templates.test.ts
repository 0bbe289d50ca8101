import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Template } from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { createTemplate } from './templates.repository';

describe('templates API', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  it("lists the tenant's template versions sorted by name, ignoring case", async () => {
    await withTenant(t.database.db, acme.tenantId, async (tx) => {
      await createTemplate(tx, acme.tenantId, { name: 'zeta form', documentKey: 'F-2' });
      await createTemplate(tx, acme.tenantId, { name: 'Alpha form', documentKey: 'F-1' });
    });
    const response = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/templates' });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Template[];
    assert.deepEqual(
      list.map((x) => [x.name, x.documentKey, x.version, x.releaseState]),
      [
        ['Alpha form', 'F-1', 1, 'DRAFT'],
        ['zeta form', 'F-2', 1, 'DRAFT'],
      ],
    );
  });
});
