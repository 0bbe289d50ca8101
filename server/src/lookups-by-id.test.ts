// Lookups one area makes in another's rows by id (processes, blocks, templates, template contents, users): each id
// is found through the id column's index, not by reading every row of the tenant. The ids come as text (a gap
// list's targets, a signature's signer); only text equal to a row's id names it, so upper case and malformed ids
// find nothing and raise no error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { rowsOf, withTenant, type Tx } from './db/tenant';
import { directoryEntriesByIds, displayNameOf, enabledUsersByIds } from './platform/index';
import {
  existingBlockArtifactIds,
  existingSopArtifactIds,
  findSopVersionRef,
  newestBlocks,
  preferredSopNames,
} from './processes/index';
import { existingTemplateArtifactIds, templateAndContentNames } from './templates/index';
import { createTenant, openTestDatabase, type TestTenant } from '../test/helpers';
import { tableReads } from '../test/table-reads';

/**
 * Rows of each table in the tenant: enough that the planner reads a few of them by index rather than all (a table
 * of a few pages is read whole at less cost, which is right for it).
 */
const ROWS = 2000;

interface Seeded {
  sop: string;
  version: string;
  block: string;
  template: string;
  content: string;
  user: string;
}

describe('lookups by id across areas', () => {
  let database: Database;
  let tenant: TestTenant;
  const ids: Seeded[] = [];

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Lookups by id');
    const tenantId = tenant.tenantId;
    const rows = await withTenant(database.db, tenantId, async (tx) =>
      rowsOf<Seeded>(
        await tx.execute(sql`
          with n as (select i, gen_random_uuid() as sop, gen_random_uuid() as version, gen_random_uuid() as block,
                            gen_random_uuid() as template, gen_random_uuid() as content, gen_random_uuid() as usr
                       from generate_series(1, ${ROWS}) i),
          a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, sop from n),
          v as (insert into sop_versions (tenant_id, version_id, artifact_id, name)
                select ${tenantId}::uuid, version, sop, 'Process ' || i from n),
          b as (insert into sop_blocks (tenant_id, sop_version_id, artifact_id, type, name)
                select ${tenantId}::uuid, version, block, 'TIPTAP', 'Block ' || i from n),
          t as (insert into templates (tenant_id, artifact_id, name)
                select ${tenantId}::uuid, template, 'Template ' || i from n),
          c as (insert into template_contents (tenant_id, id, name)
                select ${tenantId}::uuid, content, 'Content ' || i from n),
          u as (insert into users (tenant_id, id, email, display_name, initials)
                select ${tenantId}::uuid, usr, 'user' || i || '@lookups.example', 'User ' || i, 'U' from n)
          select sop::text, version::text, block::text, template::text, content::text, usr::text as user from n
           order by i`),
      ),
    );
    ids.push(...rows);
    // statistics as autovacuum keeps them in production
    for (const table of [
      'sop_artifacts',
      'sop_versions',
      'sop_blocks',
      'templates',
      'template_contents',
      'users',
    ])
      await database.db.execute(sql.raw(`analyze ${table}`));
  });
  after(() => database.close());

  /** Two known ids, one of them also in upper case, one unknown and one that is no uuid. */
  const asked = (pick: (row: Seeded) => string) => {
    const known = [pick(ids[7]!), pick(ids[211]!)];
    return { known, asked: [...known, known[0]!.toUpperCase(), crypto.randomUUID(), 'not-a-uuid'] };
  };

  /** Runs `work` in a tenant transaction and checks that it read only a few rows of `table`, by index. */
  async function fewReads<T>(table: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const reads = await withTenant(database.db, tenant.tenantId, (tx) =>
      tableReads(tx, table, () => work(tx)),
    );
    assert.equal(reads.seqRows, 0, `${table}: no sequential scan`);
    assert.ok(reads.indexScans >= 1, `${table}: the index was used (the count is live)`);
    assert.ok(reads.indexRows <= 6, `${table}: ${reads.indexRows} rows read for two ids`);
    return reads.result;
  }

  it('processes: which exist, their names, a version by id', async () => {
    const { known, asked: sops } = asked((row) => row.sop);
    const existing = await fewReads('sop_artifacts', (tx) =>
      existingSopArtifactIds(tx, tenant.tenantId, sops),
    );
    assert.deepEqual([...existing].sort(), [...known].sort());
    const names = await fewReads('sop_versions', (tx) => preferredSopNames(tx, tenant.tenantId, sops));
    assert.deepEqual(names.map((n) => n.name).sort(), ['Process 212', 'Process 8']);
    const version = ids[7]!.version;
    const ref = await fewReads('sop_versions', (tx) => findSopVersionRef(tx, tenant.tenantId, version));
    assert.deepEqual(ref, { versionId: version, artifactId: ids[7]!.sop });
    await withTenant(database.db, tenant.tenantId, async (tx) => {
      assert.equal(await findSopVersionRef(tx, tenant.tenantId, version.toUpperCase()), undefined);
      assert.equal(await findSopVersionRef(tx, tenant.tenantId, 'not-a-uuid'), undefined);
    });
  });

  it('blocks: which exist, the newest names', async () => {
    const { known, asked: blocks } = asked((row) => row.block);
    const existing = await fewReads('sop_blocks', (tx) =>
      existingBlockArtifactIds(tx, tenant.tenantId, blocks),
    );
    assert.deepEqual([...existing].sort(), [...known].sort());
    const newest = await fewReads('sop_blocks', (tx) => newestBlocks(tx, tenant.tenantId, blocks));
    assert.deepEqual(newest.map((b) => b.name).sort(), ['Block 212', 'Block 8']);
  });

  it('templates and template contents: which exist, their names', async () => {
    const { known, asked: templates } = asked((row) => row.template);
    const existing = await fewReads('templates', (tx) =>
      existingTemplateArtifactIds(tx, tenant.tenantId, templates),
    );
    assert.deepEqual([...existing].sort(), [...known].sort());
    const { asked: contents } = asked((row) => row.content);
    const both = [...templates, ...contents];
    const names = await fewReads('template_contents', (tx) =>
      templateAndContentNames(tx, tenant.tenantId, both),
    );
    assert.deepEqual(names.map((n) => n.name).sort(), [
      'Content 212',
      'Content 8',
      'Template 212',
      'Template 8',
    ]);
    await fewReads('templates', (tx) => templateAndContentNames(tx, tenant.tenantId, both));
  });

  it('users: the directory entries, the enabled ones, a display name (ids in any case)', async () => {
    const { known, asked: users } = asked((row) => row.user);
    const entries = await fewReads('users', (tx) => directoryEntriesByIds(tx, tenant.tenantId, users));
    // the directory compares user ids ignoring case: the upper-case one is the first user again
    assert.deepEqual(entries.map((e) => e.userId).sort(), [...known].sort());
    const enabled = await fewReads('users', (tx) => enabledUsersByIds(tx, tenant.tenantId, users));
    assert.deepEqual(enabled.map((e) => e.displayName).sort(), ['User 212', 'User 8']);
    const name = await fewReads('users', (tx) => displayNameOf(tx, tenant.tenantId, known[0]!));
    assert.equal(name, 'User 8');
    await withTenant(database.db, tenant.tenantId, async (tx) => {
      assert.equal(await displayNameOf(tx, tenant.tenantId, 'not-a-uuid'), undefined);
    });
  });
});
