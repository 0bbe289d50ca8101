import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SopListResponse } from '@qms/shared-api/contract';
import { roles } from '../../templates/schema';
import { sopBlocks } from '../schema';
import { withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { countStepsWithRole, createSop } from './sops.repository';

describe('processes (SOPs) API', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  it('lists artifacts, versions and the distinct linked SR process ids', async () => {
    const first = await withTenant(t.database.db, acme.tenantId, async (tx) => {
      const sop = await createSop(tx, acme.tenantId, { name: 'Purchasing', srProcessIds: ['P-2', 'P-1'] });
      await createSop(tx, acme.tenantId, { name: 'Training', srProcessIds: ['P-1'] });
      return sop;
    });
    const response = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/sops' });
    assert.equal(response.statusCode, 200);
    const body = response.json() as SopListResponse;
    assert.equal(body.artifacts.length, 2);
    assert.deepEqual(body.sops.map((s) => s.name).sort(), ['Purchasing', 'Training']);
    assert.equal(body.sops.find((s) => s.name === 'Purchasing')?.versionId, first.versionId);
    assert.deepEqual(body.allLinkedSrProcessIds, ['P-1', 'P-2']);
  });

  it('counts the process steps that name a role (used by the roles area)', async () => {
    const count = await withTenant(t.database.db, acme.tenantId, async (tx) => {
      const [role] = await tx.insert(roles).values({ tenantId: acme.tenantId, name: 'Buyer' }).returning();
      const sop = await createSop(tx, acme.tenantId, { name: 'Ordering' });
      for (let i = 0; i < 2; i++) {
        await tx.insert(sopBlocks).values({
          tenantId: acme.tenantId,
          sopVersionId: sop.versionId,
          artifactId: crypto.randomUUID(),
          type: 'STEP',
          roleId: role!.id,
        });
      }
      return [
        await countStepsWithRole(tx, acme.tenantId, role!.id),
        await countStepsWithRole(tx, acme.tenantId, crypto.randomUUID()),
      ];
    });
    assert.deepEqual(count, [2, 0]);
  });
});
