import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  BLOCK_CHANGED_BY_SOMEONE_ELSE,
  BLOCK_ORDER_MISMATCH,
  MUST_BE_DRAFT,
  STEP_QMS_ONLY,
  type SopBlock,
  type SopDetailResponse,
} from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api } from '../../../test/api';
import { newProcess, versionUrl } from '../../../test/processes';

describe('blocks API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let sop: SopDetailResponse;
  const blockUrl = (b: SopBlock) => `${versionUrl(sop)}/blocks/${b.artifactId}/versions/${b.versionId}`;
  const add = async (block: Record<string, unknown>, atIndex?: number) => {
    const response = await api(t, acme.admin, 'POST', `${versionUrl(sop)}/blocks`, { atIndex, block });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as SopBlock;
  };
  const blocks = async () =>
    (
      (
        await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${sop.sop.versionId}`)
      ).json() as SopDetailResponse
    ).sop.sopBlocks;
  const setBlockState = (b: SopBlock, state: string) =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update sop_blocks set version_state = ${state} where version_id = ${b.versionId}`),
    );

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    sop = await newProcess(t, acme.admin);
  });
  after(() => t.close());

  it('adds blocks with the spec defaults, inserts at an index and reorders', async () => {
    const title = await add({ type: 'HEADER' });
    const step = await add({
      type: 'STEP',
      testable: true,
      acceptanceCriterion: 'All pass',
      sampleSize: '5',
    });
    const section = await add({ type: 'TIPTAP' }, 1);
    assert.equal(title.name, 'New Title');
    assert.equal(step.name, 'New Step');
    assert.equal(section.name, 'New Section');
    assert.equal(section.description, 'Edit block to change title and text.');
    assert.equal(step.versionState, 'CREATED');
    assert.equal(step.sampleSize, '5');
    assert.deepEqual(
      (await blocks()).map((b) => b.type),
      ['HEADER', 'TIPTAP', 'STEP'],
    );
    const order = [step, title, section].map((b) => b.artifactId);
    assert.equal(
      (await api(t, acme.admin, 'PUT', `${versionUrl(sop)}/blocks/order`, { artifactIds: order })).statusCode,
      204,
    );
    assert.deepEqual(
      (await blocks()).map((b) => b.artifactId),
      order,
    );
    const stale = await api(t, acme.admin, 'PUT', `${versionUrl(sop)}/blocks/order`, {
      artifactIds: [step.artifactId],
    });
    assert.equal(errorMessageOf(stale), BLOCK_ORDER_MISMATCH);
  });

  it('strips script, handlers and javascript: from rich text and external references from diagram SVG', async () => {
    const section = await add({
      type: 'TIPTAP',
      description: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    assert.equal(section.description, '<p>Hi<a>x</a></p>');
    const diagram = await add({
      type: 'DRAWIO',
      description:
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><image href="https://evil.example/x.png"/><rect width="5"/></svg>',
    });
    assert.ok(!/script|onload|evil/.test(diagram.description), diagram.description);
    assert.ok(diagram.description.includes('<rect width="5"/>'));
  });

  it('updates with dbVersion (stale → 409), a role must exist, STEP only in QMS processes', async () => {
    const step = await add({ type: 'STEP' });
    const saved = await api(t, acme.admin, 'PUT', blockUrl(step), { name: 'Order goods', dbVersion: 0 });
    assert.equal(saved.statusCode, 200);
    assert.equal((saved.json() as SopBlock).name, 'Order goods');
    const stale = await api(t, acme.admin, 'PUT', blockUrl(step), { name: 'Other', dbVersion: 0 });
    assert.equal(errorMessageOf(stale), BLOCK_CHANGED_BY_SOMEONE_ELSE);
    const noRole = await api(t, acme.admin, 'PUT', blockUrl(step), {
      roleId: crypto.randomUUID(),
      dbVersion: 1,
    });
    assert.equal(noRole.statusCode, 400);
    const bad = await api(t, acme.admin, 'PUT', blockUrl(step), { testable: 'yes', dbVersion: 1 });
    assert.equal(bad.statusCode, 400);
    const product = await newProcess(t, acme.admin, { name: 'Device', requirementType: 'PRODUCT' });
    const refused = await api(t, acme.admin, 'POST', `${versionUrl(product)}/blocks`, {
      block: { type: 'STEP' },
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(errorMessageOf(refused), STEP_QMS_ONLY);
  });

  it("refuses a role, product or template content that is not the tenant's own (400 naming the field)", async () => {
    const created = async (tenant: TestTenant, url: string, name: string) => {
      const response = await api(t, tenant.admin, 'POST', url, { name });
      assert.equal(response.statusCode, 201, response.body);
      return response.json() as { id?: string; productId?: string };
    };
    const ownProduct = (await created(acme, '/products', 'Pump'))!.productId!;
    const ownContent = (await created(acme, '/template-contents', 'Test report'))!.id!;
    const foreignProduct = (await created(other, '/products', 'Other pump'))!.productId!;
    const foreignContent = (await created(other, '/template-contents', 'Other report'))!.id!;
    const foreignRole = (
      (await api(t, other.admin, 'POST', '/roles', { name: 'Other QM' })).json() as {
        id: string;
      }
    ).id;
    const step = await add({ type: 'STEP', productIds: [ownProduct], templateContentIds: [ownContent] });
    assert.deepEqual([step.productIds, step.templateContentIds], [[ownProduct], [ownContent]]);

    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ productIds: [ownProduct, foreignProduct] }, /^productIds: Product .* not found\.$/],
      [{ productIds: ['not-a-uuid'] }, /^productIds: Product not-a-uuid not found\.$/],
      [{ templateContentIds: [foreignContent] }, /^templateContentIds: Template content .* not found\.$/],
      [{ templateContentIds: [crypto.randomUUID()] }, /^templateContentIds: /],
      [{ roleId: foreignRole }, /^roleId: Role .* not found\.$/],
    ];
    for (const [fields, message] of refusals) {
      const update = await api(t, acme.admin, 'PUT', blockUrl(step), { ...fields, dbVersion: 0 });
      assert.equal(update.statusCode, 400, JSON.stringify(fields));
      assert.match(String(errorMessageOf(update)), message);
      const create = await api(t, acme.admin, 'POST', `${versionUrl(sop)}/blocks`, {
        block: { type: 'STEP', ...fields },
      });
      assert.equal(create.statusCode, 400, JSON.stringify(fields));
      assert.match(String(errorMessageOf(create)), message);
    }
    // the foreign ids never reach the block (and the other tenant's rows are untouched: its products list stays)
    const after = (await blocks()).find((b) => b.artifactId === step.artifactId)!;
    assert.deepEqual(
      [after.productIds, after.templateContentIds, after.dbVersion],
      [[ownProduct], [ownContent], 0],
    );
    // ids the block already holds are not checked again: a later edit of its name goes through
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(
        sql`update sop_blocks set template_content_ids = array['gone'] where version_id = ${step.versionId}`,
      ),
    );
    const renamed = await api(t, acme.admin, 'PUT', blockUrl(step), {
      name: 'Check the pump',
      templateContentIds: ['gone', ownContent],
      dbVersion: 0,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
  });

  it('deletes per version state: CREATED removed, UNCHANGED marked DELETED and undone', async () => {
    const created = await add({ type: 'TIPTAP', name: 'Temp' });
    assert.equal((await api(t, acme.admin, 'DELETE', blockUrl(created))).statusCode, 204);
    assert.ok(!(await blocks()).some((b) => b.artifactId === created.artifactId));
    const kept = await add({ type: 'TIPTAP', name: 'Kept' });
    await setBlockState(kept, 'UNCHANGED');
    assert.equal((await api(t, acme.admin, 'DELETE', blockUrl(kept))).statusCode, 204);
    assert.equal((await blocks()).find((b) => b.artifactId === kept.artifactId)!.versionState, 'DELETED');
    const undo = await api(t, acme.admin, 'DELETE', `${versionUrl(sop)}/blocks/deleted/${kept.versionId}`);
    assert.equal(undo.statusCode, 204);
    assert.equal((await blocks()).find((b) => b.artifactId === kept.artifactId)!.versionState, 'UNCHANGED');
    // editing an UNCHANGED block makes a new version (UPDATED, version 2)
    const restored = (await blocks()).find((b) => b.artifactId === kept.artifactId)!;
    const edited = await api(t, acme.admin, 'PUT', blockUrl(kept), {
      name: 'Kept v2',
      dbVersion: restored.dbVersion,
    });
    const v2 = edited.json() as SopBlock;
    assert.equal(v2.versionState, 'UPDATED');
    assert.equal(v2.version, 2);
    assert.notEqual(v2.versionId, kept.versionId);
  });

  it('refuses viewers (403), other tenants (404) and non-DRAFT processes (409)', async () => {
    const block = await add({ type: 'HEADER' });
    assert.equal(
      (await api(t, acme.viewer, 'PUT', blockUrl(block), { name: 'x', dbVersion: 0 })).statusCode,
      403,
    );
    assert.equal((await api(t, other.admin, 'GET', blockUrl(block))).statusCode, 404);
    assert.equal((await api(t, other.admin, 'DELETE', blockUrl(block))).statusCode, 404);
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(
        sql`update sop_versions set release_state = 'IN_RELEASE' where version_id = ${sop.sop.versionId}`,
      ),
    );
    const refused = await api(t, acme.admin, 'PUT', blockUrl(block), { name: 'x', dbVersion: 0 });
    assert.equal(refused.statusCode, 409);
    assert.equal(errorMessageOf(refused), MUST_BE_DRAFT);
  });
});
