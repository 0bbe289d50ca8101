// The audit trail's CSV export streamed (issue 30, a growing tenant's trail): one batch of entries read and written
// at a time, each in a transaction of its own, so neither memory nor a connection is held for the whole trail.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf, withTenant } from '../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { auditCsvChunks } from './audit-csv';
import type { ReadIn } from './audit.repository';

const seqsOf = (csv: string): number[] =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) => Number(line.split(',')[0]!.replace(/"/g, '')));

describe('audit trail CSV: streamed a batch at a time', () => {
  let t: TestContext;
  let a: TestTenant;
  const role = randomUUID();

  /** `count` role entries as the trigger writes them (the function it calls), in one statement. */
  const appendRoleEntries = async (count: number) => {
    await t.database.db.execute(sql`select qms_audit_append(${a.tenantId}::uuid, 'roles', ${role}, 'UPDATE',
        jsonb_build_object('responsibility', 'r' || (n - 1)), jsonb_build_object('responsibility', 'r' || n))
      from generate_series(1, ${count}::int) n`);
  };

  before(async () => {
    t = await startTestApp();
    a = await createTenant(t.database, 'Audit CSV A');
    await t.database.db.execute(sql`select qms_audit_append(${a.tenantId}::uuid, 'roles', ${role}, 'INSERT',
      null, ${JSON.stringify({ name: 'Auditor', responsibility: 'r0' })}::jsonb)`);
    await appendRoleEntries(249);
  });
  after(() => t.close());

  it('reads a batch only when the one before was taken, each in a transaction of its own', async () => {
    const expected = await withTenant(t.database.db, a.tenantId, async (tx) =>
      rowsOf<{ seq: string }>(
        await tx.execute(sql`select seq::text as seq from audit_trail
          where tenant_id = ${a.tenantId} and table_name = 'roles' order by audit_trail.seq desc`),
      ).map((row) => Number(row.seq)),
    );
    assert.equal(expected.length, 250);
    let transactions = 0;
    const readIn: ReadIn = (work) => {
      transactions += 1;
      return withTenant(t.database.db, a.tenantId, work);
    };
    const chunks = auditCsvChunks(readIn, a.tenantId, { table: 'roles' }, 100);

    const header = await chunks.next();
    assert.match(header.value as string, /^\uFEFF"?Seq"?,/);
    assert.equal(transactions, 0, 'the header reads nothing');
    const first = await chunks.next();
    assert.equal(transactions, 1);
    assert.equal(seqsOf(first.value as string).length, 100, 'one batch, not the whole trail');

    // entries written while the export is under way: after its first batch, so not in it; none read twice or lost
    await appendRoleEntries(5);
    let rest = '';
    for await (const chunk of chunks) rest += chunk;
    assert.equal(transactions, 3, 'two more batches (100 and 50 entries), each read in its own transaction');
    assert.deepEqual([...seqsOf(first.value as string), ...seqsOf(rest)], expected);
    assert.match(rest, /"?Auditor"?/, 'named across batches from the timeline read in the first');
  });

  it('answers over HTTP as a stream with the same rows as the list, newest first', async () => {
    const csv = await t.as(a.admin, { method: 'GET', url: '/qms-api/audit-trail/export.csv?table=roles' });
    assert.equal(csv.statusCode, 200, csv.body);
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(csv.headers['content-length'], undefined, 'streamed: its length is not known up front');
    const page = await t.as(a.admin, { method: 'GET', url: '/qms-api/audit-trail?table=roles&pageSize=200' });
    const listed = (page.json() as { entries: { seq: number }[] }).entries.map((e) => e.seq);
    assert.deepEqual(seqsOf(csv.body.slice(csv.body.indexOf('\r\n') + 2)).slice(0, 200), listed);
    const [row] = await withTenant(t.database.db, a.tenantId, async (tx) =>
      rowsOf<{ count: number }>(
        await tx.execute(sql`select count(*)::int as count from audit_trail where table_name = 'roles'`),
      ),
    );
    assert.equal(seqsOf(csv.body).length - 1, row!.count, 'every entry, below the header');
  });
});
