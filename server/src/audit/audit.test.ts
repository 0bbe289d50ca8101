// The audit trail end to end through the API, on PGlite and (with DATABASE_URL) PostgreSQL: what is recorded,
// that nothing is written unrecorded, that the request role cannot touch it, and that verify finds tampering done
// with the owner's connection (as an attacker with database access would).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AuditCount, AuditEntry, AuditPage, AuditVerification, Role } from '@qms/shared-api/contract';
import { roles } from '../templates/schema';
import { users } from '../platform/schema';
import { rowsOf, setAuditReason, withTenant } from '../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';

describe('audit trail', () => {
  let t: TestContext;
  let a: TestTenant;
  let b: TestTenant;

  before(async () => {
    t = await startTestApp();
    a = await createTenant(t.database, 'Audit A');
    b = await createTenant(t.database, 'Audit B');
  });
  after(() => t.close());

  const trail = async (user = a.admin, query = ''): Promise<AuditPage> => {
    const response = await t.as(user, { method: 'GET', url: `/qms-api/audit-trail${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as AuditPage;
  };
  const count = async (user = a.admin, query = ''): Promise<number> => {
    const response = await t.as(user, { method: 'GET', url: `/qms-api/audit-trail/count${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AuditCount).total;
  };
  const verify = async (user = a.admin): Promise<AuditVerification> => {
    const response = await t.as(user, { method: 'GET', url: '/qms-api/audit-trail/verify' });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as AuditVerification;
  };
  const owner = (query: string) => t.database.db.execute(sql.raw(query));

  it('records create, update and delete with old/new values, the actor and the request id', async () => {
    const created = await t.as(a.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: { name: 'Auditor', responsibility: 'checks', authority: '', requirements: '' },
    });
    const role = created.json() as Role;
    const updated = await t.as(a.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${role.id}`,
      payload: {
        name: 'Lead Auditor',
        responsibility: 'checks',
        authority: '',
        requirements: '',
        dbVersion: role.dbVersion,
      },
    });
    assert.equal(updated.statusCode, 200);
    assert.equal(
      (await t.as(a.admin, { method: 'DELETE', url: `/qms-api/roles/${role.id}` })).statusCode,
      204,
    );

    const { entries } = await trail(a.admin, `?recordId=${role.id}`);
    assert.deepEqual(
      entries.map((e) => e.action),
      ['DELETE', 'UPDATE', 'INSERT'],
      'newest first',
    );
    const [del, upd, ins] = entries as [AuditEntry, AuditEntry, AuditEntry];
    assert.equal(ins.tableName, 'roles');
    assert.equal(ins.oldValues, null);
    assert.equal(ins.newValues?.name, 'Auditor');
    assert.equal(upd.oldValues?.name, 'Auditor');
    assert.equal(upd.newValues?.name, 'Lead Auditor');
    assert.ok(!('responsibility' in (upd.newValues ?? {})), 'an update records only the changed columns');
    assert.equal(del.oldValues?.name, 'Lead Auditor');
    assert.equal(del.newValues, null);
    for (const e of entries) {
      assert.equal(e.actorId, a.admin.userId);
      assert.equal(e.actorName, a.admin.userName);
    }
    assert.equal(upd.requestId, updated.headers['x-request-id']);
    assert.ok(Date.now() - Date.parse(ins.occurredAt) < 60_000 && ins.occurredAt.endsWith('Z'));
  });

  it('filters by table, user, action and time, and pages', async () => {
    const byAction = await trail(a.admin, '?action=UPDATE&table=roles');
    assert.ok(byAction.entries.length > 0 && byAction.entries.every((e) => e.action === 'UPDATE'));
    const byUser = await trail(a.admin, `?user=${encodeURIComponent('audit a admin')}`);
    assert.ok(byUser.entries.length > 0 && byUser.entries.every((e) => e.actorId === a.admin.userId));
    const future = `?from=${new Date(Date.now() + 3_600_000).toISOString()}`;
    assert.equal((await trail(a.admin, future)).entries.length, 0);
    assert.equal(await count(a.admin, future), 0);
    const paged = await trail(a.admin, '?pageSize=2&page=2');
    assert.equal(paged.entries.length, 2);
    assert.ok((await count()) > 4);
    // the count of a filter is the number of its entries, whatever the page
    const updates = await trail(a.admin, '?action=UPDATE&table=roles&pageSize=200');
    assert.equal(await count(a.admin, '?action=UPDATE&table=roles'), updates.entries.length);
    const first = await trail(a.admin, '?pageSize=2');
    assert.ok(first.entries[1]!.seq > paged.entries[0]!.seq);
  });

  it('records the server’s own writes with the system actor, masks secrets and carries a reason', async () => {
    // createTenant inserted the tenant and its users as system work
    const system = await trail(a.admin, `?table=users&recordId=${a.viewer.userId}`);
    assert.equal(system.entries[0]?.actorId, 'system');
    await t.database.db
      .update(users)
      .set({ passwordHash: 'scrypt$secret-hash' })
      .where(sql`${users.id} = ${a.viewer.userId}`);
    const [masked] = (await trail(a.admin, `?table=users&recordId=${a.viewer.userId}&action=UPDATE`)).entries;
    assert.equal(masked?.newValues?.password_hash, '***');
    assert.ok(!JSON.stringify(await trail()).includes('secret-hash'));

    await withTenant(
      t.database.db,
      a.tenantId,
      async (tx) => {
        await setAuditReason(tx, 'CC-42: renamed after review');
        await tx.insert(roles).values({ tenantId: a.tenantId, name: 'With reason' });
      },
      { userId: a.admin.userId, userName: a.admin.userName },
    );
    const [withReason] = (await trail(a.admin, '?action=INSERT&table=roles')).entries;
    assert.equal(withReason?.reason, 'CC-42: renamed after review');
  });

  it('a failed request or transaction leaves no entry', async () => {
    const before = await count();
    const duplicate = await t.as(a.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: { name: 'With reason', responsibility: '', authority: '', requirements: '' },
    });
    assert.equal(duplicate.statusCode, 409);
    await assert.rejects(
      withTenant(t.database.db, a.tenantId, async (tx) => {
        await tx.insert(roles).values({ tenantId: a.tenantId, name: 'Rolled back' });
        throw new Error('later step fails');
      }),
    );
    assert.equal(await count(), before);
  });

  it('the request role can neither write, change nor delete entries', async () => {
    for (const statement of [
      'update audit_trail set actor_name = $$x$$',
      'delete from audit_trail',
      `insert into audit_trail select * from audit_trail limit 1`,
      'update audit_chain_heads set last_seq = 0',
      'update audit_seals set hash = $$x$$',
      'delete from audit_seals',
      'update audit_chain_heads set sealed_through = sealed_through + 1000',
      `select qms_audit_append('${a.tenantId}', 'roles', 'x', 'INSERT', null, null)`,
      `select * from qms_audit_seal('${a.tenantId}', 10)`,
    ]) {
      await assert.rejects(
        withTenant(t.database.db, a.tenantId, (tx) => tx.execute(sql.raw(statement))),
        (error: Error & { cause?: Error }) => {
          assert.match(String(error.cause?.message ?? error.message), /permission denied|row-level security/);
          return true;
        },
        statement,
      );
    }
  });

  it("tenant B never sees tenant A's entries", async () => {
    const seen = await trail(b.admin, '?pageSize=200');
    assert.ok(seen.entries.length > 0);
    const raw = await withTenant(t.database.db, b.tenantId, (tx) =>
      tx.execute(sql`select distinct tenant_id::text as tenant from audit_trail`),
    );
    assert.deepEqual(rowsOf<{ tenant: string }>(raw), [{ tenant: b.tenantId }]);
    assert.ok(!JSON.stringify(seen).includes(a.admin.userId));
    assert.equal(await count(b.admin, `?user=${a.admin.userId}`), 0);
    assert.equal(await count(b.admin), (await trail(b.admin, '?pageSize=200')).entries.length);
  });

  it('parallel writes of one tenant keep one gap-free, valid chain', async () => {
    const before = (await verify()).checked;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.as(a.admin, {
          method: 'POST',
          url: '/qms-api/roles',
          payload: { name: `Parallel ${i}`, responsibility: '', authority: '', requirements: '' },
        }),
      ),
    );
    assert.ok(responses.every((r) => r.statusCode === 201));
    const result = await verify();
    assert.deepEqual(result.firstBroken, null);
    // verify seals what is committed first: all 12 are in the chain, one position each
    assert.equal(result.checked, before + 12);
    assert.equal(result.unsealed, 0);
    const positions = (await trail(a.admin, '?pageSize=200')).entries.map((e) => e.chainPosition);
    assert.deepEqual(
      [...positions].sort((x, y) => x! - y!),
      Array.from({ length: result.checked }, (_, i) => i + 1),
    );
    // newest first in number order across digit counts (9 → 10 …), in the list and the CSV
    const seqs = (await trail(a.admin, '?pageSize=200')).entries.map((e) => e.seq);
    assert.ok(seqs.length > 12 && seqs.some((s) => s < 10) && seqs.some((s) => s >= 10));
    assert.deepEqual(
      seqs,
      [...seqs].sort((x, y) => y - x),
    );
    const csv = await t.as(a.admin, { method: 'GET', url: '/qms-api/audit-trail/export.csv' });
    const csvSeqs = csv.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]!.replace(/"/g, '')));
    assert.deepEqual(csvSeqs, seqs);
  });

  it('verify names the first edited, removed or inserted entry (tampering by the owner connection)', async () => {
    assert.equal((await verify()).valid, true);
    // the chain order (the sealer's), oldest first
    const chain = (await trail(a.admin, `?pageSize=200`)).entries
      .filter((e) => e.chainPosition !== null)
      .sort((x, y) => x.chainPosition! - y.chainPosition!);
    const edited = chain[2]!.seq;
    await owner(
      `update audit_trail set actor_name = 'Someone else' where tenant_id = '${a.tenantId}' and seq = ${edited}`,
    );
    let result = await verify();
    assert.equal(result.valid, false);
    assert.deepEqual(result.firstBroken, {
      seq: edited,
      problem: 'content does not match its hash (edited)',
    });
    // the chain of tenant B is untouched
    assert.equal((await verify(b.admin)).valid, true);

    // the entry gone, its seal kept; then the seal gone too (a gap in the chain)
    await owner(`delete from audit_trail where tenant_id = '${a.tenantId}' and seq = ${edited}`);
    result = await verify();
    assert.deepEqual(result.firstBroken, {
      seq: edited,
      problem: 'the entry at chain position 3 is missing (removed)',
    });
    await owner(`delete from audit_seals where tenant_id = '${a.tenantId}' and seq = ${edited}`);
    result = await verify();
    assert.deepEqual(result.firstBroken, {
      seq: chain[3]!.seq,
      problem: 'the entry at chain position 3 is missing (removed)',
    });

    // a copy of B's first entry put at a chain position of its own; its number (0) lies below the tenant's
    // low-water mark, where every entry the trigger wrote is sealed
    const first = `(select seq from audit_seals where tenant_id = '${b.tenantId}' and chain_pos = 1)`;
    const copy = `insert into audit_trail select tenant_id, 0, occurred_at, table_name, record_id, action,
      old_values, new_values, actor_id, actor_name, request_id, reason from audit_trail
      where tenant_id = '${b.tenantId}' and seq = ${first}`;
    await owner(copy);
    await owner(`insert into audit_seals select tenant_id, chain_pos + 1000000, 0, prev_hash, hash
      from audit_seals where tenant_id = '${b.tenantId}' and chain_pos = 1`);
    assert.equal((await verify(b.admin)).valid, false, 'an inserted entry breaks the chain');
    await owner(`delete from audit_seals where tenant_id = '${b.tenantId}' and seq = 0`);
    // the copy without a seal, below the mark: not written by the trigger
    result = await verify(b.admin);
    assert.deepEqual(result.firstBroken, {
      seq: Number(
        rowsOf<{ seq: string }>(
          await t.database.db.execute(
            sql.raw(`select seq::text from audit_trail where tenant_id = '${b.tenantId}' and seq = 0`),
          ),
        )[0]!.seq,
      ),
      problem: 'neither sealed nor waiting to be sealed (inserted)',
    });
    await owner(`delete from audit_trail where tenant_id = '${b.tenantId}' and seq = 0`);
    const { checked } = await verify(b.admin);
    assert.equal((await verify(b.admin)).valid, true);
    // the newest entry and its seal removed
    const newest = `(select seq from audit_seals where tenant_id = '${b.tenantId}' order by chain_pos desc limit 1)`;
    await owner(`delete from audit_trail where tenant_id = '${b.tenantId}' and seq = ${newest}`);
    await owner(`delete from audit_seals where tenant_id = '${b.tenantId}' and chain_pos = (
      select max(chain_pos) from audit_seals where tenant_id = '${b.tenantId}')`);
    result = await verify(b.admin);
    assert.equal(result.valid, false, 'removing the newest entry is caught by the chain head');
    assert.ok(checked > 0 && /removed from the end/.test(result.firstBroken!.problem));
  });

  it('exports CSV with a BOM, RFC 4180 quoting and neutralised formulas', async () => {
    await t.as(b.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: { name: '=HYPERLINK("http://evil")', responsibility: '', authority: '', requirements: '' },
    });
    const response = await t.as(b.admin, {
      method: 'GET',
      url: '/qms-api/audit-trail/export.csv?table=roles',
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="audit-trail-/);
    assert.ok(response.body.startsWith('\uFEFF"Seq","Time (UTC)"'));
    const lines = response.body.slice(1).split('\r\n');
    // the record type as the screen words it, and the record's name neutralised like any other cell
    assert.ok(lines[1]!.includes(`"INSERT","Role","'=HYPERLINK(""http://evil"")"`), lines[1]);
    assert.ok(lines[1]!.includes('""name"":""=HYPERLINK(\\""http://evil\\"")""'));
    assert.ok(!response.body.includes(a.tenantId));
  });
});
