// The gap list's CSV names its templates by a probe or two per template (ADR 0198): every version of every named
// template was read (and sorted) to find its preferred one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { existingTemplateArtifactIds, templateAndContentNames } from './template-reads';

/**
 * Templates of VERSIONS versions each, a third of each kind: released in the newest version; a draft above the
 * released one (whose name is preferred); never released (the newest version's name is taken). And contents.
 */
const TEMPLATES = 900;
const VERSIONS = 10;
const CONTENTS = 50;

describe('preferred template names: a probe per template, not its every version', () => {
  let database: Database;
  let tenant: TestTenant;
  let expected: { id: string; name: string }[];

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Template names');
    const tenantId = tenant.tenantId;
    const [firsts, contents] = await withTenant(database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        insert into templates (tenant_id, artifact_id, version, name, release_state)
        select ${tenantId}::uuid, artifact, k, 'Template ' || i || ' v' || k,
               case when i % 3 = 0 and k = ${VERSIONS} then 'RELEASED'
                    when i % 3 = 1 and k = ${VERSIONS - 1} then 'RELEASED'
                    when i % 3 > 0 and k = ${VERSIONS} then 'DRAFT'
                    else 'OBSOLETE' end
          from (select i, gen_random_uuid() as artifact from generate_series(0, ${TEMPLATES - 1}) i) t,
               generate_series(1, ${VERSIONS}) k`);
      await tx.execute(sql`insert into template_contents (tenant_id, name)
        select ${tenantId}::uuid, 'Content ' || i from generate_series(1, ${CONTENTS}) i`);
      return [
        rowsOf<{ id: string; name: string }>(
          await tx.execute(
            sql`select artifact_id::text as id, name from templates where version = 1 order by 1`,
          ),
        ),
        rowsOf<{ id: string; name: string }>(
          await tx.execute(sql`select id::text as id, name from template_contents order by 1`),
        ),
      ];
    });
    expected = [
      ...firsts.map(({ id, name }) => {
        const i = Number(/^Template (\d+) /.exec(name)![1]);
        return { id, name: `Template ${i} v${i % 3 === 1 ? VERSIONS - 1 : VERSIONS}` };
      }),
      ...contents,
    ];
    assert.equal(expected.length, TEMPLATES + CONTENTS);
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze templates`);
    await database.db.execute(sql`analyze template_contents`);
  });
  after(() => database.close());

  it("answers each template's preferred version's name and each content's, reading a version or two", async () => {
    // an id that is no template nor content, and one that is no id, are left out
    const asked = [...expected.map((p) => p.id), crypto.randomUUID(), 'no id'];
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['templates'], () => templateAndContentNames(tx, tenant.tenantId, asked)),
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    assert.deepEqual([...result].sort(byId), [...expected].sort(byId));
    // the released version of each template, and the newest of those never released (all 9,000 versions before)
    assert.ok(rows.templates! <= TEMPLATES + 10, `read ${rows.templates} versions`);
  });

  it('tells which ids are templates by one probe each (a gap entry save checks its targets)', async () => {
    const ids = expected.slice(0, TEMPLATES).map((t) => t.id);
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['templates'], () =>
        existingTemplateArtifactIds(tx, tenant.tenantId, [...ids, expected.at(-1)!.id, 'no id']),
      ),
    );
    // a content's id is no template's
    assert.deepEqual([...result].sort(), [...ids].sort());
    assert.ok(rows.templates! <= TEMPLATES + 10, `read ${rows.templates} versions`);
  });
});
