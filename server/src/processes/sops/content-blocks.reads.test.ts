// A process version's outputs are the template contents it lists and those its blocks name (ADR 0203). The template
// screens (contents list, search, statistics; the templates search) and a content's save and delete read the blocks
// that name a content, not every block of every process: a tenant's processes have tens of blocks each, and few of
// them name a content.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { currentSopsListingContent, loadCurrentSops, sopVersionsNamingContent } from './sop-reads';

/** Processes of four obsolete versions and a released one, each version with BLOCKS blocks. */
const PROCESSES = 200;
const VERSIONS = 5;
const BLOCKS = 40;
/** Every STEP-th process's released version names the content in its first block. */
const STEP = 20;
const NAMING = PROCESSES / STEP;

describe('process blocks naming a template content: read without the blocks that name none', () => {
  let database: Database;
  let tenant: TestTenant;
  let contentId: string;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Content blocks');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      const [content] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into template_contents (tenant_id, name)
          values (${tenantId}::uuid, 'Audit report') returning id`),
      );
      contentId = content!.id;
      await tx.execute(sql`
        with n as (select i, gen_random_uuid() as artifact from generate_series(1, ${PROCESSES}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from n)
        insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
        select ${tenantId}::uuid, artifact, k, 'Process ' || lpad(i::text, 4, '0'),
               case when k = ${VERSIONS} then 'RELEASED' else 'OBSOLETE' end
          from n, generate_series(1, ${VERSIONS}) k`);
      await tx.execute(sql`
        insert into sop_blocks (tenant_id, sop_version_id, artifact_id, type, version_state, template_content_ids)
        select ${tenantId}::uuid, v.version_id, gen_random_uuid(), 'STEP', 'CREATED',
               case when b = 1 and v.release_state = 'RELEASED'
                         and substr(v.name, 9)::int % ${STEP} = 0 then array[${contentId}] else '{}' end
          from sop_versions v, generate_series(1, ${BLOCKS}) b
         where v.tenant_id = ${tenantId}::uuid`);
      // an obsolete version of process 0001 named it too (the delete check counts it), and a DELETED block of the
      // released version of process 0002 names it (its outputs do not include it)
      await tx.execute(sql`
        update sop_blocks b set template_content_ids = array[${contentId}],
               version_state = case when v.release_state = 'RELEASED' then 'DELETED' else b.version_state end
          from sop_versions v
         where b.tenant_id = ${tenantId}::uuid and v.tenant_id = b.tenant_id and v.version_id = b.sop_version_id
           and ((v.name = 'Process 0001' and v.version = 2) or (v.name = 'Process 0002' and v.version = ${VERSIONS}))
           and b.artifact_id = (select min(artifact_id::text)::uuid from sop_blocks
                                 where tenant_id = b.tenant_id and sop_version_id = b.sop_version_id)`);
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_versions`);
    await database.db.execute(sql`analyze sop_blocks`);
  });
  after(() => database.close());

  const blocksRead = <T>(work: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
    withTenant(database.db, tenant.tenantId, async (tx) => {
      const { result, rows } = await rowsRead(tx, ['sop_blocks'], () => work(tx));
      return { result, read: rows.sop_blocks! };
    });
  const namingProcesses = Array.from(
    { length: NAMING },
    (_, i) => `Process ${String((i + 1) * STEP).padStart(4, '0')}`,
  );

  it("reads the current versions' blocks that name a content for their outputs", async () => {
    const { result, read } = await blocksRead((tx) => loadCurrentSops(tx, tenant.tenantId));
    assert.equal(result.length, PROCESSES);
    assert.deepEqual(
      result.filter((sop) => sop.outputContentIds.has(contentId)).map((sop) => sop.name),
      namingProcesses,
    );
    // the naming blocks and the DELETED one (8,000 live blocks of the current versions before)
    assert.ok(read <= NAMING + 10, `read ${read} blocks`);
  });

  it('reads the blocks naming the content for the current versions listing it (a save)', async () => {
    const { result, read } = await blocksRead((tx) =>
      currentSopsListingContent(tx, tenant.tenantId, contentId),
    );
    assert.deepEqual(
      result.map((sop) => sop.name),
      namingProcesses,
    );
    assert.ok(read <= NAMING + 10, `read ${read} blocks`);
  });

  it('reads the blocks naming the content in any version for the delete check', async () => {
    const { result, read } = await blocksRead((tx) =>
      sopVersionsNamingContent(tx, tenant.tenantId, contentId),
    );
    // the obsolete version that named it and the DELETED block's version count: they are controlled records
    assert.deepEqual(
      result.map((v) => `${v.name} v${v.version}`).sort(),
      [
        ...namingProcesses.map((name) => `${name} v${VERSIONS}`),
        'Process 0001 v2',
        `Process 0002 v${VERSIONS}`,
      ].sort(),
    );
    // every block of every version before (40,000)
    assert.ok(read <= NAMING + 10, `read ${read} blocks`);
  });
});
