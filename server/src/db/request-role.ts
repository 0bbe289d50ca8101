import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { REQUEST_ROLE, rowsOf } from './tenant';

interface RoleFacts {
  exists: boolean;
  rolsuper: boolean;
  rolbypassrls: boolean;
  rolinherit: boolean;
  rolcanlogin: boolean;
  member_of: string[] | null;
  reads_password_hash: boolean;
}

/**
 * What makes row-level security hold for request transactions, checked at every start (after the migrations):
 * the request role is no superuser, cannot bypass RLS, inherits nothing, is a member of no role (so it can
 * never SET ROLE to one), cannot log in, and cannot read users.password_hash. Returns the problems found.
 */
export async function requestRoleProblems(db: Db, role: string = REQUEST_ROLE): Promise<string[]> {
  const result = await db.execute(sql`
    select r.oid is not null as exists,
           coalesce(r.rolsuper, false) as rolsuper,
           coalesce(r.rolbypassrls, false) as rolbypassrls,
           coalesce(r.rolinherit, false) as rolinherit,
           coalesce(r.rolcanlogin, false) as rolcanlogin,
           (select array_agg(g.rolname::text order by g.rolname) from pg_auth_members m
              join pg_roles g on g.oid = m.roleid where m.member = r.oid) as member_of,
           case when r.oid is null then false
                else has_column_privilege(r.rolname, 'public.users', 'password_hash', 'SELECT') end
             as reads_password_hash
    from (select ${role}::text as name) wanted left join pg_roles r on r.rolname = wanted.name`);
  const facts = rowsOf<RoleFacts>(result)[0]!;
  if (!facts.exists) return [`the role ${role} does not exist`];
  const problems: string[] = [];
  if (facts.rolsuper) problems.push('it is a superuser (SUPERUSER)');
  if (facts.rolbypassrls) problems.push('it bypasses row-level security (BYPASSRLS)');
  if (facts.rolinherit) problems.push('it inherits the privileges of roles granted to it (INHERIT)');
  if (facts.rolcanlogin) problems.push('it can log in (LOGIN)');
  if (facts.member_of?.length) problems.push(`it is a member of ${facts.member_of.join(', ')}`);
  if (facts.reads_password_hash) problems.push('it can read users.password_hash');
  return problems;
}

/** Refuses to run when request transactions would not be held by row-level security (see requestRoleProblems). */
export async function assertRequestRole(db: Db, role: string = REQUEST_ROLE): Promise<void> {
  const problems = await requestRoleProblems(db, role);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start: the request role ${role} must be NOSUPERUSER NOBYPASSRLS NOINHERIT NOLOGIN, a member of ` +
      `no role and unable to read users.password_hash, but ${problems.join('; ')}. As a superuser run: ` +
      `ALTER ROLE ${role} NOSUPERUSER NOBYPASSRLS NOINHERIT NOLOGIN; and revoke the grants (see server/README.md).`,
  );
}
