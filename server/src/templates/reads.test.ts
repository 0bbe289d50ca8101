// The templates area's reads face (reads.ts) answers only about the asking tenant's rows: the processes area refuses
// a block's or version's reference with it, so a leak here would let one tenant link another's role or template.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/database';
import { withTenant, type Tx } from '../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { createProduct } from './products/products.repository';
import { createRole } from './roles/roles.repository';
import { createTemplateContent } from './template-contents/template-contents.repository';
import { changeTemplateState, createTemplate } from './templates/templates.repository';
import {
  knownProductIds,
  knownRoleIds,
  knownTemplateArtifactIds,
  knownTemplateContentIds,
  roleNames,
  templateVersionState,
} from './reads';

describe('templates reads face', () => {
  let database: Database;
  let acme: TestTenant;
  let other: TestTenant;
  const ids = { role: '', product: '', content: '', artifact: '', version: '' };
  const as = <T>(tenant: TestTenant, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, tenant.tenantId, work);

  before(async () => {
    database = await openTestDatabase();
    acme = await createTenant(database, 'Acme');
    other = await createTenant(database, 'Other');
    await as(acme, async (tx) => {
      const role = await createRole(tx, acme.tenantId, {
        name: 'Warehouse clerk',
        responsibility: '',
        authority: '',
        requirements: '',
        srId: null,
      });
      const product = await createProduct(tx, acme.tenantId, { name: 'Pump' });
      const content = await createTemplateContent(tx, acme.tenantId, {
        name: 'Delivery note',
        description: '',
        exampleText: '',
        srId: null,
      });
      const template = await createTemplate(tx, acme.tenantId, { name: 'Receipt form' });
      await changeTemplateState(tx, acme.tenantId, template.versionId, 'IN_RELEASE');
      Object.assign(ids, {
        role: role.id,
        product: product.productId,
        content: content.id,
        artifact: template.artifactId,
        version: template.versionId,
      });
    });
  });
  after(() => database.close());

  it("finds the tenant's own ids, case-insensitively given, and skips malformed ones without a query error", async () => {
    const found = await as(acme, async (tx) => ({
      roles: await knownRoleIds(tx, acme.tenantId, [ids.role.toUpperCase(), 'not-a-uuid']),
      products: await knownProductIds(tx, acme.tenantId, [ids.product, 'not-a-uuid']),
      contents: await knownTemplateContentIds(tx, acme.tenantId, [ids.content, crypto.randomUUID()]),
      templates: await knownTemplateArtifactIds(tx, acme.tenantId, [ids.artifact, ids.artifact]),
      names: await roleNames(tx, acme.tenantId, [ids.role]),
      state: await templateVersionState(tx, acme.tenantId, ids.version, true),
    }));
    assert.deepEqual(found, {
      roles: [ids.role],
      products: [ids.product],
      contents: [ids.content],
      templates: [ids.artifact],
      names: [{ id: ids.role, name: 'Warehouse clerk' }],
      state: 'IN_RELEASE',
    });
  });

  it('answers another tenant as if the rows did not exist, by its own tenant filter', async () => {
    // a system transaction (no RLS): the reads' explicit tenant filter is what must hold here, not the policies
    const found = await database.db.transaction(async (tx) => ({
      roles: await knownRoleIds(tx, other.tenantId, [ids.role]),
      products: await knownProductIds(tx, other.tenantId, [ids.product]),
      contents: await knownTemplateContentIds(tx, other.tenantId, [ids.content]),
      templates: await knownTemplateArtifactIds(tx, other.tenantId, [ids.artifact]),
      names: await roleNames(tx, other.tenantId, [ids.role]),
      state: await templateVersionState(tx, other.tenantId, ids.version, false),
    }));
    assert.deepEqual(found, {
      roles: [],
      products: [],
      contents: [],
      templates: [],
      names: [],
      state: undefined,
    });
  });
});
