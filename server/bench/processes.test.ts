import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rowsOf, withTenant } from '../src/db/tenant';
import { openTestDatabase } from '../test/helpers';
import { seedBenchProcesses } from './processes';
import { listSops } from '../src/processes/sops/sops.repository';
import { getSopByVersionId } from '../src/processes/sops/sops.read';
import { listTerms } from '../src/processes/terms/terms.repository';

// the processes bench (e2e/bench/figures/processes.ts) reads what this seeds through the routes' own functions
describe('seedBenchProcesses', () => {
  let database: Database;
  const options = {
    tenantName: 'Bench Processes Test',
    adminEmail: 'bench.test@bench.example',
    password: 'Bench test password 1',
    processes: 30,
    roots: 4,
    blocks: [20, 10],
    terms: [7, 2],
  };
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => {
    await database.close();
  });

  it('writes the tree, the blocks and terms of the first processes, and finds them again on a second run', async () => {
    const { detailVersionIds } = await seedBenchProcesses(database.db, options);
    assert.equal(detailVersionIds.length, 2);
    const [tenant] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from tenants where name = ${options.tenantName}`),
    );
    const tenantId = tenant!.id;
    await withTenant(database.db, tenantId, async (tx) => {
      const list = await listSops(tx, tenantId);
      assert.equal(list.sops.length, 30);
      assert.equal(list.rootOrderedArtifactIds.length, 4);
      assert.equal(list.artifacts.filter((a) => a.parentArtifactId === null).length, 4);
      assert.equal(list.sops.filter((s) => s.releaseState === 'RELEASED').length, 27);
      for (const [i, versionId] of detailVersionIds.entries()) {
        const detail = await getSopByVersionId(tx, tenantId, versionId);
        assert.equal(detail.sop.name, `Bench process 000${i}`);
        assert.equal(detail.sop.sopBlocks.length, options.blocks[i]);
        const terms = await listTerms(tx, { tenantId, artifactId: detail.sop.artifactId, versionId });
        assert.equal(terms.length, options.terms[i]);
      }
    });
    assert.deepEqual(await seedBenchProcesses(database.db, options), { detailVersionIds });
  });
});
