// The bench's breakdown: QMS_SERVER_TIMING=true adds a Server-Timing header and the answer stays the same.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';

describe('Server-Timing breakdown', () => {
  let plain: TestContext;
  let timed: TestContext;
  let acme: TestTenant;
  let timedAcme: TestTenant;

  before(async () => {
    plain = await startTestApp();
    acme = await createTenant(plain.database, 'Acme');
    process.env.QMS_SERVER_TIMING = 'true';
    try {
      timed = await startTestApp();
    } finally {
      delete process.env.QMS_SERVER_TIMING;
    }
    timedAcme = await createTenant(timed.database, 'Acme');
  });
  after(async () => {
    await plain.close();
    await timed.close();
  });

  it('is off by default', async () => {
    const response = await plain.as(acme.admin, { method: 'GET', url: '/qms-api/roles' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['server-timing'], undefined);
  });

  it('names each phase of the request and answers the same JSON', async () => {
    const role = {
      name: 'Auditor',
      responsibility: 'Audits',
      authority: 'Findings',
      requirements: 'Training',
    };
    const created = await timed.as(timedAcme.admin, { method: 'POST', url: '/qms-api/roles', payload: role });
    assert.equal(created.statusCode, 201);
    assert.equal((created.json() as { name: string }).name, 'Auditor');
    const response = await timed.as(timedAcme.admin, { method: 'GET', url: '/qms-api/roles' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const header = String(response.headers['server-timing']);
    for (const phase of ['auth', 'input', 'db', 'check', 'json'])
      assert.match(header, new RegExp(`(^|, )${phase};dur=\\d+\\.\\d{3}(,|$)`));
    const roles = response.json() as { name: string }[];
    assert.ok(roles.some((r) => r.name === 'Auditor'));
  });
});
