// Row-level security by construction (issue 6, defect 10): the request role's attributes and column grants.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from './database';
import { assertRequestRole, requestRoleProblems } from './request-role';
import { users } from './schema/index';
import { rowsOf, withTenant } from './tenant';
import { createTenant, openTestDatabase, usingPostgres, type TestTenant } from '../../test/helpers';

/** drizzle wraps the driver's error ("Failed query: …"); the reason is its cause */
const denied = (error: Error & { cause?: Error }) =>
  /permission denied/.test(`${error.message} ${error.cause?.message ?? ''}`);

const migration0006 = () =>
  readFileSync(path.join(MIGRATIONS_DIR, '0006_request_role.sql'), 'utf8').split('--> statement-breakpoint');

describe('the request role qms_app', () => {
  let database: Database;
  let acme: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    acme = await createTenant(database, 'Acme');
  });
  after(() => database.close());

  it('after the migrations: no superuser, no BYPASSRLS, NOINHERIT, no login, member of nothing', async () => {
    assert.deepEqual(await requestRoleProblems(database.db), []);
    const [role] = rowsOf<Record<string, boolean>>(
      await database.db.execute(
        sql`select rolsuper, rolbypassrls, rolinherit, rolcanlogin from pg_roles where rolname = 'qms_app'`,
      ),
    );
    assert.deepEqual(role, { rolsuper: false, rolbypassrls: false, rolinherit: false, rolcanlogin: false });
  });

  it('a request transaction reads the directory columns of users but never password_hash', async () => {
    const directory = await withTenant(database.db, acme.tenantId, (tx) =>
      tx.select({ id: users.id, email: users.email, roles: users.roles }).from(users),
    );
    assert.ok(directory.length > 0);
    await assert.rejects(
      withTenant(database.db, acme.tenantId, (tx) => tx.execute(sql`select password_hash from users`)),
      denied,
    );
    await assert.rejects(
      withTenant(database.db, acme.tenantId, (tx) => tx.select().from(users)),
      denied,
      'select * includes password_hash',
    );
    await assert.rejects(
      withTenant(database.db, acme.tenantId, (tx) =>
        tx.execute(sql`update users set password_hash = 'x' where tenant_id = ${acme.tenantId}`),
      ),
      denied,
    );
    await assert.rejects(
      withTenant(database.db, acme.tenantId, (tx) =>
        tx.execute(sql`delete from users where tenant_id = ${acme.tenantId}`),
      ),
      denied,
    );
  });

  it('honestly: RESET ROLE inside a request transaction returns to the connecting role', async () => {
    // why no SQL text from a request may ever reach the database (server/README.md, "Row-level security")
    const roles = await withTenant(database.db, acme.tenantId, async (tx) => {
      const inside = rowsOf<{ r: string }>(await tx.execute(sql`select current_user::text as r`))[0]!.r;
      await tx.execute(sql`reset role`);
      const afterReset = rowsOf<{ r: string }>(await tx.execute(sql`select current_user::text as r`))[0]!.r;
      return { inside, afterReset };
    });
    assert.equal(roles.inside, 'qms_app');
    assert.notEqual(roles.afterReset, 'qms_app');
  });

  it('names every problem of a role that would not be held by RLS', async () => {
    if (usingPostgres()) {
      // roles are cluster-wide and shared with other databases: never touch qms_app there, use a scratch role
      const scratch = `qms_app_check_${process.pid}`;
      await database.db.execute(sql.raw(`create role ${scratch} login bypassrls inherit`));
      try {
        await database.db.execute(sql.raw(`grant pg_read_all_data to ${scratch}`));
        await database.db.execute(sql.raw(`grant select on users to ${scratch}`));
        const problems = await requestRoleProblems(database.db, scratch);
        assert.deepEqual(problems, [
          'it bypasses row-level security (BYPASSRLS)',
          'it inherits the privileges of roles granted to it (INHERIT)',
          'it can log in (LOGIN)',
          'it is a member of pg_read_all_data',
          'it can read users.password_hash',
        ]);
        await assert.rejects(assertRequestRole(database.db, scratch), /^Error: Refusing to start/);
      } finally {
        await database.db.execute(sql.raw(`drop owned by ${scratch}`));
        await database.db.execute(sql.raw(`drop role ${scratch}`));
      }
      return;
    }
    // PGlite: an in-memory cluster of its own, so break qms_app itself, then let migration 0006 repair it
    await database.db.execute(sql`alter role qms_app superuser bypassrls inherit`);
    await database.db.execute(sql`grant select on users to qms_app`);
    assert.deepEqual(await requestRoleProblems(database.db), [
      'it is a superuser (SUPERUSER)',
      'it bypasses row-level security (BYPASSRLS)',
      'it inherits the privileges of roles granted to it (INHERIT)',
      'it can read users.password_hash',
    ]);
    await assert.rejects(assertRequestRole(database.db), /Refusing to start: the request role qms_app/);
    for (const statement of migration0006()) await database.db.execute(sql.raw(statement));
    assert.deepEqual(await requestRoleProblems(database.db), []);
  });
});
