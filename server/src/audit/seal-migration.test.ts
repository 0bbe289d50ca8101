// Migrations 0028 (ADR 0182) and 0030 (ADR 0189) on PGlite and (with DATABASE_URL) PostgreSQL. 0028: a database
// whose chain was sealed in place (entries updated by 0026's function, then by 0027's, some left unsealed) is
// migrated to separate seals and a queue; every seal keeps its position and hashes and the chain verifies. 0030:
// the queue goes; what it held is sealed by the migration, and an entry written past the trigger before it (never
// queued) is still called inserted after it.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/database';
import { rowsOf, withTenant } from '../db/tenant';
import { resetTestSchema } from '../../test/helpers';
import { verifyChain } from './audit.repository';
import { AuditSealer } from './sealer';

interface SealRow {
  seq: string;
  chain_pos: string;
  prev_hash: string;
  hash: string;
}

/** The migrations folder as it was up to `last` (its .sql files and a journal ending there). */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'qms-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag <= last);
  writeFileSync(file, JSON.stringify(journal));
  return folder;
}

/** The `qms_audit_seal` a migration file creates (its CREATE statement, run to put that version in place). */
const sealFunctionOf = (migration: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, `${migration}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('CREATE OR REPLACE FUNCTION qms_audit_seal('))!;

/** A database migrated up to `last`, and how to migrate it further. */
function databaseUpTo(last: string) {
  const folder = migrationsUpTo(last);
  const state = { database: undefined as unknown as Database };
  const migrate = async (migrationsFolder: string) => {
    const { database } = state;
    if (database.kind === 'postgres') {
      const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
      await run(database.db as never, { migrationsFolder });
    } else {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(database.db as never, { migrationsFolder });
    }
  };
  before(async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) await resetTestSchema(databaseUrl);
    state.database = await openDatabase(
      databaseUrl ? { databaseUrl, migrate: false } : { dataDir: 'memory://', migrate: false },
    );
    await migrate(folder);
  });
  after(async () => {
    await state.database.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const run = (query: string) => state.database.db.execute(sql.raw(query));
  const newTenant = async (name: string) => {
    const tenantId = rowsOf<{ id: string }>(
      await run(`insert into tenants (name) values ('${name}') returning id::text as id`),
    )[0]!.id;
    const writeRoles = (n: number, role: string) =>
      run(`insert into roles (tenant_id, name)
        select '${tenantId}'::uuid, '${role} ' || g from generate_series(1, ${n}) g`);
    const verify = () => withTenant(state.database.db, tenantId, (tx) => verifyChain(tx, tenantId));
    return {
      tenantId,
      writeRoles,
      verify,
      seal: () => run(`select * from qms_audit_seal('${tenantId}', 1000)`),
    };
  };
  return { state, run, migrate: () => migrate(MIGRATIONS_DIR), newTenant };
}

describe('migration 0028: seals moved out of audit_trail', () => {
  const { state, run, migrate, newTenant } = databaseUpTo('0027_audit_seal_batch');

  it('keeps every seal and hash, verifies, and seals what was left unsealed', async () => {
    const { tenantId, writeRoles, verify, seal } = await newTenant('Before 0028');
    await run(sealFunctionOf('0026_audit_sealer'));
    await writeRoles(4, 'Sealed by 0026');
    await seal();
    await run(sealFunctionOf('0027_audit_seal_batch'));
    await writeRoles(4, 'Sealed by 0027');
    await seal();
    await writeRoles(3, 'Unsealed');
    const sealedBefore = rowsOf<SealRow>(
      await run(`select seq::text, chain_pos::text, prev_hash, hash from audit_trail
        where tenant_id = '${tenantId}' and chain_pos is not null order by chain_pos`),
    );
    // the tenant's own entry and 8 roles
    assert.equal(sealedBefore.length, 9);

    await migrate();
    const seals = rowsOf<SealRow>(
      await run(`select seq::text, chain_pos::text, prev_hash, hash from audit_seals
        where tenant_id = '${tenantId}' order by audit_seals.chain_pos`),
    );
    // the 9 kept as they were; the 3 left unsealed were queued by 0028 and sealed by 0030, after them
    assert.deepEqual(seals.slice(0, 9), sealedBefore);
    assert.deepEqual(
      seals.map((seal) => Number(seal.chain_pos)),
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const result = await verify();
    assert.deepEqual(
      { valid: result.valid, checked: result.checked, unsealed: result.unsealed },
      { valid: true, checked: 12, unsealed: 0 },
    );
    assert.equal(await new AuditSealer(state.database.db).sealTenant(tenantId), 0);
  });
});

describe('migration 0030: the queue replaced by a low-water mark', () => {
  const { state, run, migrate, newTenant } = databaseUpTo('0029_audit_row_inlined');

  it('seals what was queued, keeps calling an entry that was never queued inserted, then seals new writes', async () => {
    const { tenantId, writeRoles, verify, seal } = await newTenant('Before 0030');
    await writeRoles(3, 'Sealed');
    await seal();
    await writeRoles(2, 'Queued');
    // a copy of the tenant's first entry, written past the trigger: neither sealed nor queued
    await run(`insert into audit_trail select tenant_id, nextval('audit_trail_seq'), occurred_at, table_name,
      record_id, action, old_values, new_values, actor_id, actor_name, request_id, reason from audit_trail
      where tenant_id = '${tenantId}' order by seq limit 1`);
    const inserted = Number(
      rowsOf<{ n: string }>(
        await run(`select max(seq)::text as n from audit_trail where tenant_id = '${tenantId}'`),
      )[0]!.n,
    );

    await migrate();
    let result = await verify();
    // the tenant's entry, 3 sealed and 2 queued: all in the chain; the copy still not
    assert.deepEqual(
      { checked: result.checked, unsealed: result.unsealed, firstBroken: result.firstBroken },
      {
        checked: 6,
        unsealed: 0,
        firstBroken: { seq: inserted, problem: 'neither sealed nor waiting to be sealed (inserted)' },
      },
    );
    await run(`delete from audit_trail where tenant_id = '${tenantId}' and seq = ${inserted}`);
    await writeRoles(2, 'After');
    result = await verify();
    assert.deepEqual({ valid: result.valid, unsealed: result.unsealed }, { valid: true, unsealed: 2 });
    assert.equal(await new AuditSealer(state.database.db).sealTenant(tenantId), 2);
    assert.equal((await verify()).valid, true);
  });
});
