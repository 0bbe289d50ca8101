import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Regulation } from '@qms/shared-api/contract';
import { srRegulations } from '../schema';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';

describe('regulations API (standards service)', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  it('lists the global regulations sorted by title for every signed-in user', async () => {
    // global content, written by the importer as system work (outside tenant transactions)
    await t.database.db.insert(srRegulations).values([
      { id: 'iso-13485', number: 'ISO 13485', title: 'medical devices QMS' },
      { id: 'mdr', number: '2017/745', title: 'Medical Device Regulation', licenseTypeView: 'VIEW_LICENSED' },
    ]);
    const response = await t.as(acme.viewer, { method: 'GET', url: '/sr-api/regulations' });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Regulation[];
    assert.deepEqual(
      list.map((r) => [r.regulationId, r.licenseTypeView]),
      [
        ['mdr', 'VIEW_LICENSED'],
        ['iso-13485', 'VIEW_OPEN'],
      ],
    );
  });
});
