import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { NewVersionCreated, SopBlock, SopDetailResponse, SopTerm } from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { api } from '../../../test/api';
import { newProcess, versionUrl } from '../../../test/processes';

// A new version of a released process: its blocks are UNCHANGED, so deleting one marks it DELETED and the undo
// brings it back — to the place it had, not to the end (spec 1 §2.7, §4).
describe('blocks and terms in a new version of a released process', () => {
  let t: TestContext;
  let acme: TestTenant;
  let v2: SopDetailResponse;
  const url = () => versionUrl(v2);
  const detail = async () =>
    (
      await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${v2.sop.versionId}`)
    ).json() as SopDetailResponse;
  const names = async (state?: 'visible') =>
    (await detail()).sop.sopBlocks
      .filter((b) => state !== 'visible' || b.versionState !== 'DELETED')
      .map((b) => b.name);
  const byName = async (name: string) => (await detail()).sop.sopBlocks.find((b) => b.name === name)!;
  const blockUrl = (b: SopBlock) => `${url()}/blocks/${b.artifactId}/versions/${b.versionId}`;
  const positions = async () =>
    withTenant(t.database.db, acme.tenantId, async (tx) => {
      const rows = await tx.execute<{ name: string; position: number }>(
        sql`select name, position from sop_blocks where sop_version_id = ${v2.sop.versionId}`,
      );
      return new Map(
        (rows as unknown as { rows: { name: string; position: number }[] }).rows.map((r) => [
          r.name,
          Number(r.position),
        ]),
      );
    });
  const expectStatus = async (response: Promise<{ statusCode: number; body: string }>, status: number) => {
    const r = await response;
    assert.equal(r.statusCode, status, r.body);
  };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    const v1 = await newProcess(t, acme.admin, { name: 'Purchasing' });
    for (const name of ['A', 'B', 'C', 'D'])
      await expectStatus(
        api(t, acme.admin, 'POST', `${versionUrl(v1)}/blocks`, { block: { type: 'TIPTAP', name } }),
        201,
      );
    await expectStatus(
      api(t, acme.admin, 'POST', `${versionUrl(v1)}/terms`, {
        term: 'CAPA',
        definition: 'Corrective action',
      }),
      201,
    );
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(
        sql`update sop_versions set release_state = 'RELEASED' where version_id = ${v1.sop.versionId}`,
      ),
    );
    const created = await api(t, acme.admin, 'POST', `/sops/${v1.sopArtifact.artifactId}/versions`);
    assert.equal(created.statusCode, 201, created.body);
    const { versionId, version } = created.json() as NewVersionCreated;
    assert.equal(version, 2);
    v2 = { ...v1, sop: { ...v1.sop, versionId } };
  });
  after(() => t.close());

  it('starts with the released blocks UNCHANGED in their order', async () => {
    const blocks = (await detail()).sop.sopBlocks;
    assert.deepEqual(
      blocks.map((b) => [b.name, b.versionState]),
      [
        ['A', 'UNCHANGED'],
        ['B', 'UNCHANGED'],
        ['C', 'UNCHANGED'],
        ['D', 'UNCHANGED'],
      ],
    );
  });

  it('undoing a deleted UNCHANGED block restores it at its former position, also after a new block', async () => {
    const b = await byName('B');
    await expectStatus(api(t, acme.admin, 'DELETE', blockUrl(b)), 204);
    assert.equal((await byName('B')).versionState, 'DELETED');
    assert.deepEqual(await names('visible'), ['A', 'C', 'D']);
    // a new block appended while B is deleted: its own position, no collision
    await expectStatus(
      api(t, acme.admin, 'POST', `${url()}/blocks`, { block: { type: 'TIPTAP', name: 'E' } }),
      201,
    );
    const before = await positions();
    assert.equal(new Set(before.values()).size, before.size, 'positions are distinct');
    await expectStatus(api(t, acme.admin, 'DELETE', `${url()}/blocks/deleted/${b.versionId}`), 204);
    assert.deepEqual(await names(), ['A', 'B', 'C', 'D', 'E']);
    assert.equal((await byName('B')).versionState, 'UNCHANGED');
  });

  it('an insert touches only the new row; a deleted block keeps its slot through inserts and reorders', async () => {
    const before = await positions();
    // atIndex counts among all blocks: after A (index 1)
    await expectStatus(
      api(t, acme.admin, 'POST', `${url()}/blocks`, {
        atIndex: 1,
        block: { type: 'HEADER', name: 'Title' },
      }),
      201,
    );
    const after = await positions();
    for (const [name, position] of before) assert.equal(after.get(name), position, name);
    assert.deepEqual(await names(), ['A', 'Title', 'B', 'C', 'D', 'E']);

    const c = await byName('C');
    await expectStatus(api(t, acme.admin, 'DELETE', blockUrl(c)), 204);
    // the screens send every id (deleted included); the non-DELETED ids alone are accepted too
    const ids = async (...order: string[]) =>
      Promise.all(order.map(async (n) => (await byName(n)).artifactId));
    await expectStatus(
      api(t, acme.admin, 'PUT', `${url()}/blocks/order`, {
        artifactIds: await ids('E', 'A', 'Title', 'B', 'D'),
      }),
      204,
    );
    assert.deepEqual(await names(), ['E', 'A', 'Title', 'B', 'C', 'D']);
    await expectStatus(
      api(t, acme.admin, 'PUT', `${url()}/blocks/order`, {
        artifactIds: await ids('A', 'Title', 'B', 'C', 'D', 'E'),
      }),
      204,
    );
    await expectStatus(api(t, acme.admin, 'DELETE', `${url()}/blocks/deleted/${c.versionId}`), 204);
    assert.deepEqual(await names(), ['A', 'Title', 'B', 'C', 'D', 'E']);
  });

  it('deletes and undoes a released term; editing it makes a new term version', async () => {
    const terms = async () => (await api(t, acme.viewer, 'GET', `${url()}/terms`)).json() as SopTerm[];
    const deleted = async () =>
      (await api(t, acme.viewer, 'GET', `${url()}/terms/deleted`)).json() as SopTerm[];
    const [capa] = await terms();
    assert.equal(capa!.term, 'CAPA');
    const termUrl = (x: SopTerm) => `${url()}/terms/${x.artifactId}/versions/${x.versionId}`;
    await expectStatus(api(t, acme.admin, 'DELETE', termUrl(capa!)), 204);
    assert.deepEqual(await terms(), []);
    assert.deepEqual(
      (await deleted()).map((x) => x.term),
      ['CAPA'],
    );
    await expectStatus(api(t, acme.admin, 'DELETE', `${url()}/terms/deleted/${capa!.versionId}`), 204);
    assert.deepEqual(
      (await terms()).map((x) => [x.term, x.versionId]),
      [['CAPA', capa!.versionId]],
    );
    assert.deepEqual(await deleted(), []);
    const [restored] = await terms();
    const edited = await api(t, acme.admin, 'PUT', termUrl(restored!), {
      term: 'CAPA',
      definition: 'Corrective and preventive action',
      dbVersion: restored!.dbVersion,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const v2term = edited.json() as SopTerm;
    assert.equal(v2term.version, 2);
    assert.notEqual(v2term.versionId, capa!.versionId);
  });
});
