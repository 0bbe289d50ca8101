// The audit trail's sealer (issue 30.6, ADR 0163), on PGlite and (with DATABASE_URL) PostgreSQL: entries are
// written unsealed and chained in order after commit, woken by a write route; two sealers never seal one entry
// twice; entries a crash left unsealed are sealed at start; verify counts unsealed entries instead of calling them
// broken; the low-water mark (ADR 0189) never passes an entry a transaction still holds. A chain sealed before
// migration 0028 is in seal-migration.test.ts, tampering with sealed entries in audit.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AuditVerification } from '@qms/shared-api/contract';
import { rowsOf, withTenant } from '../db/tenant';
import type { Database } from '../db/database';
import { createTenant, openTestDatabase, startTestApp, type TestContext } from '../../test/helpers';
import { tableReads } from '../../test/table-reads';
import { verifyChain } from './audit.repository';
import { AuditSealer, unsealedTenants } from './sealer';

interface ChainRow {
  seq: string;
  chain_pos: string | null;
}

let database: Database;
const chainOf = async (tenantId: string): Promise<ChainRow[]> =>
  rowsOf<ChainRow>(
    await database.db.execute(sql`select seq::text, chain_pos::text
      from audit_trail left join audit_seals using (tenant_id, seq)
      where tenant_id = ${tenantId} order by seq`),
  );
const verify = (tenantId: string): Promise<AuditVerification> =>
  withTenant(database.db, tenantId, (tx) => verifyChain(tx, tenantId));
/** writes n roles in one transaction without waking a sealer (as system work, like a sweep or a sync) */
const writeRoles = (tenantId: string, n: number, name: string) =>
  database.db.execute(sql`insert into roles (tenant_id, name)
    select ${tenantId}::uuid, ${name} || ' ' || g from generate_series(1, ${n}) g`);
/** a deadline for what must happen, not a speed: generous, since CI runs this beside other test processes */
const until = async (done: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

// no app here, so no sealer runs unless a test starts one
describe('audit trail sealer', () => {
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('writes entries unsealed, reported as such by verify, then seals them in seq order', async () => {
    const tenant = await createTenant(database, 'Sealer fresh');
    await writeRoles(tenant.tenantId, 5, 'Fresh');
    const unsealed = await verify(tenant.tenantId);
    // a written, unsealed entry is neither checked nor broken
    assert.equal(unsealed.valid, true);
    assert.equal(unsealed.unsealed, (await chainOf(tenant.tenantId)).length);
    assert.equal(unsealed.checked, 0);

    const sealer = new AuditSealer(database.db);
    const sealed = await sealer.sealTenant(tenant.tenantId);
    assert.equal(sealed, unsealed.unsealed);
    const rows = await chainOf(tenant.tenantId);
    // sealed in one pass: the chain order is the seq order, positions 1, 2, 3 …
    assert.deepEqual(
      rows.map((r) => Number(r.chain_pos)),
      rows.map((_, i) => i + 1),
    );
    const result = await verify(tenant.tenantId);
    assert.deepEqual(
      { valid: result.valid, checked: result.checked, unsealed: result.unsealed },
      { valid: true, checked: rows.length, unsealed: 0 },
    );
    assert.equal(result.lastSeq, Number(rows.at(-1)!.seq));
    assert.equal(await sealer.sealTenant(tenant.tenantId), 0, 'nothing left to seal');
  });

  it('two sealers at once seal each entry once, one chain without gaps', async () => {
    const tenant = await createTenant(database, 'Sealer race');
    const first = new AuditSealer(database.db);
    const second = new AuditSealer(database.db);
    await first.sealTenant(tenant.tenantId);
    // writes and both sealers interleaved: on PostgreSQL each on its own pooled connection
    const counts = await Promise.all([
      writeRoles(tenant.tenantId, 300, 'Race A').then(() => first.sealTenant(tenant.tenantId)),
      second.sealTenant(tenant.tenantId),
      writeRoles(tenant.tenantId, 300, 'Race B').then(() => second.sealTenant(tenant.tenantId)),
      first.sealTenant(tenant.tenantId),
    ]);
    assert.equal(
      counts.reduce((x, y) => x + y, 0),
      600,
    );
    const positions = (await chainOf(tenant.tenantId)).map((r) => Number(r.chain_pos));
    assert.deepEqual(
      [...positions].sort((x, y) => x - y),
      positions.map((_, i) => i + 1),
    );
    assert.equal((await verify(tenant.tenantId)).valid, true);
  });

  it('entries a crash left unsealed are sealed when a sealer starts', async () => {
    const tenant = await createTenant(database, 'Sealer crash');
    // committed, but the process died before its sealer ran: nothing wakes a sealer for these
    await writeRoles(tenant.tenantId, 20, 'Before the crash');
    assert.ok((await verify(tenant.tenantId)).unsealed > 20);
    const restarted = new AuditSealer(database.db, { sweepMs: 60_000 });
    restarted.start();
    try {
      await until(async () => (await verify(tenant.tenantId)).unsealed === 0, 'sealed at start');
    } finally {
      await restarted.stop();
    }
    const result = await verify(tenant.tenantId);
    assert.equal(result.valid, true);
    assert.equal(result.checked, (await chainOf(tenant.tenantId)).length);
  });

  it('under steady commits, passes stay one per delay instead of running back to back', async () => {
    const tenant = await createTenant(database, 'Sealer batching');
    // what earlier tests left unsealed is sealed first, so that the start's sweep is one statement
    await new AuditSealer(database.db).sealAll();
    let calls = 0;
    // the sealer's database, counting its statements: one per tenant and pass here (a sweep adds one)
    const counted = {
      execute: (query: Parameters<Database['db']['execute']>[0]) => {
        calls++;
        return database.db.execute(query);
      },
    } as unknown as Database['db'];
    const sealer = new AuditSealer(counted, { sweepMs: 60_000, wakeDelayMs: 100 });
    sealer.start();
    const started = Date.now();
    try {
      let commits = 0;
      // four writers at once, so that commits arrive while a pass runs
      const writer = async () => {
        while (Date.now() - started < 800) {
          await writeRoles(tenant.tenantId, 1, `Steady ${commits++}`);
          sealer.wake(tenant.tenantId);
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      await until(async () => (await verify(tenant.tenantId)).unsealed === 0, 'all sealed');
      const elapsed = Date.now() - started;
      // one pass per 100 ms of delay at most, plus the sweep at start; before ADR 0187 a wake during a pass
      // started the next pass at once, about one per commit
      assert.ok(commits > 40, `the load committed often (${commits} commits)`);
      assert.ok(
        calls <= 2 + Math.ceil(elapsed / 100),
        `${calls} statements in ${elapsed} ms, ${commits} commits`,
      );
    } finally {
      await sealer.stop();
    }
  });

  it('moves its low-water mark only past entries no open transaction can still commit', async () => {
    const tenant = await createTenant(database, 'Sealer mark');
    const sealer = new AuditSealer(database.db);
    await sealer.sealTenant(tenant.tenantId);
    const number = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: string }>(await database.db.execute(query))[0]!.n);
    const mark = () =>
      number(
        sql`select sealed_through::text as n from audit_chain_heads where tenant_id = ${tenant.tenantId}`,
      );
    const newest = () =>
      number(sql`select max(seq)::text as n from audit_trail where tenant_id = ${tenant.tenantId}`);
    if (database.kind === 'postgres') {
      // a transaction (a pooled connection of its own) takes its entry's number and stays open while
      // later-numbered entries commit and are sealed
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let numbered!: (seq: number) => void;
      const lateSeq = new Promise<number>((resolve) => (numbered = resolve));
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into roles (tenant_id, name) values (${tenant.tenantId}, 'Late')`);
        const seq = sql`select max(seq)::text as n from audit_trail where tenant_id = ${tenant.tenantId}`;
        numbered(Number(rowsOf<{ n: string }>(await tx.execute(seq))[0]!.n));
        await committing;
      });
      const late = await lateSeq;
      await writeRoles(tenant.tenantId, 3, 'Early');
      for (let pass = 0; pass < 3; pass++) await sealer.sealTenant(tenant.tenantId);
      assert.ok(late < (await newest()), 'the later entries have higher numbers');
      assert.ok((await mark()) < late, "the mark stays below the open transaction's entry");
      commit();
      await held;
      // committed after higher numbers were sealed: waiting, not inserted
      const waiting = await verify(tenant.tenantId);
      assert.deepEqual({ valid: waiting.valid, unsealed: waiting.unsealed }, { valid: true, unsealed: 1 });
      assert.equal(await sealer.sealTenant(tenant.tenantId), 1);
    } else {
      // PGlite runs one transaction at a time: no entry can commit out of number order
      await writeRoles(tenant.tenantId, 3, 'Early');
      assert.equal(await sealer.sealTenant(tenant.tenantId), 3);
    }
    // with nothing open, passes carry the mark past the newest entry (on PostgreSQL other databases' transactions
    // count as open too, hence passes until a deadline)
    await until(async () => {
      await sealer.sealTenant(tenant.tenantId);
      return (await mark()) >= (await newest());
    }, 'the mark past the newest entry');
    const result = await verify(tenant.tenantId);
    assert.deepEqual(
      { valid: result.valid, unsealed: result.unsealed, checked: result.checked },
      { valid: true, unsealed: 0, checked: (await chainOf(tenant.tenantId)).length },
    );
  });

  it('a write transaction left open does not make each pass re-read what earlier passes sealed', async () => {
    const tenant = await createTenant(database, 'Sealer position');
    const sealer = new AuditSealer(database.db);
    /** a pass, and how many seals it looked up (one per entry it read above where it started) */
    const pass = () =>
      database.db.transaction(async (tx) => {
        const reads = await tableReads(tx, 'audit_seals', async () =>
          rowsOf<{ sealed: number }>(
            await tx.execute(sql`select sealed from qms_audit_seal(${tenant.tenantId}::uuid, 1000)`),
          ),
        );
        return { sealed: Number(reads.result[0]!.sealed), lookups: reads.indexScans };
      });
    let commit = () => {};
    let held: Promise<unknown> = Promise.resolve();
    if (database.kind === 'postgres') {
      // a transaction with an id of its own (a pooled connection), open while the entries are written and sealed:
      // it holds the low-water mark back, as an idle session inside a transaction would
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      held = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        opened();
        await committing;
      });
      await open;
    }
    try {
      await writeRoles(tenant.tenantId, 300, 'Written');
      assert.ok((await pass()).sealed > 300);
      // nothing new: passes come to start where the last one looked, not at the held-back mark below the 300
      // entries (a pass or two may look again where a transaction it saw running has ended since: on PostgreSQL
      // other databases' transactions count too, hence passes until a deadline)
      await until(async () => (await pass()).lookups === 0, 'a pass that looks up no seal');
      await writeRoles(tenant.tenantId, 2, 'Later');
      assert.equal((await pass()).sealed, 2);
    } finally {
      commit();
      await held;
    }
    assert.equal(await sealer.sealTenant(tenant.tenantId), 0);
    const result = await verify(tenant.tenantId);
    assert.deepEqual({ valid: result.valid, unsealed: result.unsealed }, { valid: true, unsealed: 0 });
  });

  it("the sweep reads each tenant's entries above its bound, not its whole sealed trail", async () => {
    const tenant = await createTenant(database, 'Sealer sweep');
    const sealer = new AuditSealer(database.db);
    await writeRoles(tenant.tenantId, 300, 'Swept');
    // statistics as autovacuum keeps them in production: without any, the planner's guesses for these small tables
    // happened to read only the entries above the bound, whatever the query's shape
    await database.db.execute(sql`analyze audit_trail, audit_seals, audit_chain_heads`);
    /** the sweep, and how many seals it looked up or read (one lookup per entry it read) */
    const sweep = () =>
      database.db.transaction(async (tx) => {
        const reads = await tableReads(tx, 'audit_seals', () => unsealedTenants(tx));
        return { tenants: reads.result, lookups: reads.indexScans + reads.seqRows };
      });
    // passes until every tenant's bound is past its entries: this one's 300 and the earlier tests' (a transaction
    // of another database that a pass saw running keeps a bound lower a moment, as in the test above; in CI the
    // other test processes' transactions held the earlier tenants' bounds back, and the sweep rightly read theirs)
    const boundsPastEntries = async () => {
      const tenants = rowsOf<{ tenant_id: string }>(
        await database.db.execute(sql`select distinct tenant_id from audit_trail`),
      );
      for (const { tenant_id: id } of tenants) await sealer.sealTenant(id);
      const [all] = rowsOf<{ past: boolean }>(
        await database.db.execute(sql`select bool_and(h.tenant_id is not null and h.scanned_through >= t.last
            and cardinality(h.waiting_xids) = 0) as past
          from (select tenant_id, max(seq) as last from audit_trail group by tenant_id) t
          left join audit_chain_heads h using (tenant_id)`),
      );
      return all?.past === true;
    };
    await until(boundsPastEntries, "passes whose bounds are past every tenant's entries");
    const { tenants, lookups } = await sweep();
    assert.ok(!tenants.includes(tenant.tenantId));
    // written as one EXISTS over the trail, the sweep read every entry of every tenant and looked up its seal
    assert.ok(lookups < 300, `the sweep looked up ${lookups} seals`);
  });
});

describe('audit trail sealer in the app', () => {
  let t: TestContext;
  before(async () => {
    t = await startTestApp();
    database = t.database;
  });
  after(() => t.close());

  it("a write route's commit wakes the app's sealer, and its lag is a metric", async () => {
    const a = await createTenant(database, 'Sealer app');
    await t.app.auditSealer.sealAll();
    const created = await t.as(a.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: { name: 'Woken', responsibility: '', authority: '', requirements: '' },
    });
    assert.equal(created.statusCode, 201);
    await until(
      async () => (await chainOf(a.tenantId)).every((r) => r.chain_pos !== null),
      'the new entry sealed',
    );
    assert.equal((await verify(a.tenantId)).valid, true);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(metrics.body, /qms_audit_seal_lag_seconds_count [1-9]/);
    assert.match(metrics.body, /qms_audit_sealed_entries_total [1-9]/);
  });
});
