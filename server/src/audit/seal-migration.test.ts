// Migration 0028 (ADR 0182) on PGlite and (with DATABASE_URL) PostgreSQL: a database whose chain was sealed in
// place (entries updated by 0026's function, then by 0027's, some left unsealed) is migrated to separate seals and
// a queue; every seal keeps its position and hashes, the chain verifies, and the queued entries are sealed after.
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

describe('migration 0028: seals moved out of audit_trail', () => {
  let database: Database;
  const folder = migrationsUpTo('0027_audit_seal_batch');

  const migrate = async (migrationsFolder: string) => {
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
    database = await openDatabase(
      databaseUrl ? { databaseUrl, migrate: false } : { dataDir: 'memory://', migrate: false },
    );
    await migrate(folder);
  });
  after(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every seal and hash, verifies, and seals what was left unsealed', async () => {
    const run = (query: string) => database.db.execute(sql.raw(query));
    const tenantId = rowsOf<{ id: string }>(
      await run(`insert into tenants (name) values ('Before 0028') returning id::text as id`),
    )[0]!.id;
    const writeRoles = (n: number, name: string) =>
      run(`insert into roles (tenant_id, name)
        select '${tenantId}'::uuid, '${name} ' || g from generate_series(1, ${n}) g`);
    const seal = () => run(`select * from qms_audit_seal('${tenantId}', 1000)`);
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

    await migrate(MIGRATIONS_DIR);
    const seals = rowsOf<SealRow>(
      await run(`select seq::text, chain_pos::text, prev_hash, hash from audit_seals
        where tenant_id = '${tenantId}' order by chain_pos`),
    );
    assert.deepEqual(seals, sealedBefore);
    const verify = () => withTenant(database.db, tenantId, (tx) => verifyChain(tx, tenantId));
    let result = await verify();
    assert.deepEqual(
      { valid: result.valid, checked: result.checked, unsealed: result.unsealed },
      { valid: true, checked: 9, unsealed: 3 },
    );
    assert.equal(await new AuditSealer(database.db).sealTenant(tenantId), 3);
    result = await verify();
    assert.deepEqual(
      { valid: result.valid, checked: result.checked, unsealed: result.unsealed },
      { valid: true, checked: 12, unsealed: 0 },
    );
  });
});
