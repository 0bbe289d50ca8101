import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants, users } from '../db/schema/platform';
import type { IdentityUser } from './tokens';

export interface StoredUser extends IdentityUser {
  passwordHash: string | null;
}

const columns = {
  tenantId: users.tenantId,
  tenantName: tenants.name,
  userId: users.id,
  email: users.email,
  displayName: users.displayName,
  initials: users.initials,
  roles: users.roles,
  passwordHash: users.passwordHash,
};

/** E-mail is unique across tenants (case-insensitive), so it alone identifies the user and tenant. */
export async function findUserByEmail(db: Db, email: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    // only accounts of this provider (with a password): those are unique by e-mail
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNotNull(users.passwordHash)))
    .limit(1);
  return row;
}

export async function findUser(db: Db, tenantId: string, userId: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export function toIdentityUser(user: StoredUser): IdentityUser {
  const { passwordHash: _passwordHash, ...identity } = user;
  return identity;
}
