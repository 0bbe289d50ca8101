// The gap entries naming a process, block, template or template content are read by index through
// qms_requirement_targets, not by reading every gap entry of the tenant (ADR 0205): under row-level security the
// array operators never used an index, so each process's Gap List widget read all of them. The table is derived by a
// trigger; these tests also hold it to the arrays (a change, an unrelated change, a removal, another tenant).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant, type Tx } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import {
  gapEntriesNamingBlock,
  gapEntriesNamingTemplateContent,
  gapEntriesOfSopVersion,
  regulationIdsNamingSop,
  regulationIdsNamingTemplate,
} from './by-target';
import { requirementIdsTargetingSop } from './gap-entries.lookup';

/** Gap entries of the tenant; entry i names process, template, content and block number i % TARGETS. */
const ENTRIES = 6000;
const TARGETS = 300;
/** Entries naming one target. */
const PER_TARGET = ENTRIES / TARGETS;
const REGULATION = 'by-target-reads';
/** A target's id, the same text in every tenant (ids never collide in practice; here they do on purpose). */
const id = (kind: string, n: number | SQL) => sql`md5(${kind} || (${n})::text)::uuid::text`;

describe('gap entries by target: read by index, not all entries of the tenant', () => {
  let database: Database;
  let tenant: TestTenant;
  let other: TestTenant;
  let versionId: string;
  const text = async (kind: string, n: number) =>
    rowsOf<{ id: string }>(await database.db.execute(sql`select ${id(kind, n)} as id`))[0]!.id;

  /** Entry i names number (i % TARGETS) of each kind. */
  const nth = sql`i % ${TARGETS}`;
  const seedEntries = (tx: Tx, tenantId: string, count: number) =>
    tx.execute(sql`
      insert into qms_requirements (tenant_id, requirement_id, regulation_id, applicability,
        target_sop_artifact_ids, actual_template_artifact_ids, template_content_ids, referenced_sop_block_artifact_ids)
      select ${tenantId}::uuid, gen_random_uuid(), ${REGULATION}, 'APPLICABLE',
             array[${id('sop', nth)}], array[${id('template', nth)}], array[${id('content', nth)}],
             -- a repeated id in one list is one row of the table
             array[${id('block', nth)}, ${id('block', nth)}]
        from generate_series(1, ${count}) i`);

  before(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`insert into sr_regulations (id, number, title) values (${REGULATION}, 'BT-1', 'By target reads')`,
    );
    tenant = await createTenant(database, 'By target');
    other = await createTenant(database, 'By target other');
    // written as a request writes them: under the tenant's policy, the trigger filling the targets table
    await withTenant(database.db, tenant.tenantId, async (tx) => {
      await seedEntries(tx, tenant.tenantId, ENTRIES);
      // process 0, its version with blocks 0, 1 and 2 (linked by entries) and seven blocks no entry names
      const [version] = rowsOf<{ version_id: string }>(
        await tx.execute(sql`
          with a as (insert into sop_artifacts (tenant_id, artifact_id)
                     values (${tenant.tenantId}::uuid, ${id('sop', 0)}::uuid) returning artifact_id)
          insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
          select ${tenant.tenantId}::uuid, artifact_id, 1, 'Process 0', 'RELEASED' from a returning version_id`),
      );
      versionId = version!.version_id;
      await tx.execute(sql`
        insert into sop_blocks (tenant_id, sop_version_id, artifact_id, type, version_state)
        select ${tenant.tenantId}::uuid, ${versionId}::uuid,
               case when b < 3 then md5('block' || b::text)::uuid else gen_random_uuid() end, 'STEP', 'CREATED'
          from generate_series(0, 9) b`);
    });
    // another tenant naming the same ids: never part of the answers
    await withTenant(database.db, other.tenantId, (tx) => seedEntries(tx, other.tenantId, 600));
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze qms_requirements`);
    await database.db.execute(sql`analyze qms_requirement_targets`);
  });
  after(() => database.close());

  /** The work's result and the gap entries it read (by index and by sequential scan). */
  const entriesRead = <T>(work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, tenant.tenantId, async (tx) => {
      const { result, rows } = await rowsRead(tx, ['qms_requirements'], () => work(tx));
      return { result, read: rows.qms_requirements! };
    });

  it("a process version's Gap List: the entries naming the process or linking one of its blocks", async () => {
    const { result, read } = await entriesRead((tx) =>
      gapEntriesOfSopVersion(tx, tenant.tenantId, versionId),
    );
    // process 0 is named by PER_TARGET entries; those and the entries of blocks 1 and 2 link its blocks
    assert.equal(result.length, 3 * PER_TARGET);
    assert.ok(read <= 3 * PER_TARGET + 5, `read ${read} of ${ENTRIES} entries`);
  });

  it('the regulations of a process, of a template; the entries of a block and of a template content', async () => {
    const sopId = await text('sop', 0);
    const regulations = await entriesRead((tx) => regulationIdsNamingSop(tx, tenant.tenantId, sopId));
    assert.deepEqual(regulations.result, [REGULATION]);
    assert.ok(regulations.read <= 3 * PER_TARGET + 5, `read ${regulations.read} entries`);

    const templateId = await text('template', 7);
    const templates = await entriesRead((tx) => regulationIdsNamingTemplate(tx, tenant.tenantId, templateId));
    assert.deepEqual(templates.result, [REGULATION]);
    assert.ok(templates.read <= PER_TARGET + 5, `read ${templates.read} entries`);

    const blockId = await text('block', 5);
    const block = await entriesRead((tx) => gapEntriesNamingBlock(tx, tenant.tenantId, blockId));
    assert.equal(block.result.length, PER_TARGET);
    assert.ok(block.read <= PER_TARGET + 5, `read ${block.read} entries`);

    const contentId = await text('content', 11);
    const content = await entriesRead((tx) =>
      gapEntriesNamingTemplateContent(tx, tenant.tenantId, contentId),
    );
    assert.equal(content.result.length, PER_TARGET);
    assert.ok(content.read <= PER_TARGET + 5, `read ${content.read} entries`);

    const targeting = await entriesRead((tx) => requirementIdsTargetingSop(tx, tenant.tenantId, sopId));
    assert.equal(targeting.result.length, PER_TARGET);
    assert.ok(targeting.read <= PER_TARGET + 5, `read ${targeting.read} entries`);
  });

  it('follows the arrays: a removed target, an unrelated change, a deleted entry', async () => {
    const contentId = await text('content', 13);
    const named = () =>
      withTenant(database.db, tenant.tenantId, (tx) =>
        gapEntriesNamingTemplateContent(tx, tenant.tenantId, contentId),
      );
    const before = await named();
    assert.equal(before.length, PER_TARGET);
    const [first, second] = before.map((entry) => entry.requirementId);
    /** The entry's rows of the targets table, with the transaction that wrote each. */
    const rowsOfEntry = (requirementId: string) =>
      withTenant(database.db, tenant.tenantId, async (tx) =>
        rowsOf<{ row: string }>(
          await tx.execute(sql`select list || ' ' || target_id || ' ' || xmin::text as row
            from qms_requirement_targets where tenant_id = ${tenant.tenantId} and requirement_id = ${requirementId}`),
        )
          .map((r) => r.row)
          .sort(),
      );

    // the reason changes, the targets not: their rows stay as they were (same transaction ids)
    const untouched = await rowsOfEntry(first!);
    assert.equal(untouched.length, 4);
    await withTenant(database.db, tenant.tenantId, (tx) =>
      tx.execute(sql`update qms_requirements set applicability_reason = 'Checked'
        where tenant_id = ${tenant.tenantId} and requirement_id = ${first}`),
    );
    assert.deepEqual(await rowsOfEntry(first!), untouched);

    // the content is removed from one entry, the other entry is deleted
    await withTenant(database.db, tenant.tenantId, async (tx) => {
      await tx.execute(sql`update qms_requirements set template_content_ids = '{}'
        where tenant_id = ${tenant.tenantId} and requirement_id = ${first}`);
      await tx.execute(sql`delete from qms_requirements
        where tenant_id = ${tenant.tenantId} and requirement_id = ${second}`);
    });
    const after = (await named()).map((entry) => entry.requirementId);
    assert.equal(after.length, PER_TARGET - 2);
    assert.ok(!after.includes(first!) && !after.includes(second!));
    assert.equal((await rowsOfEntry(first!)).length, 3);
    const [left] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from qms_requirement_targets
        where tenant_id = ${tenant.tenantId} and requirement_id = ${second}`),
    );
    assert.equal(left!.n, 0);
  });
});
