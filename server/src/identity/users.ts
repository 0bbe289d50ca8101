import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { tenants, users } from '../platform/schema';
import { normaliseEmail } from './email';
import type { IdentityUser } from './tokens';

export interface StoredUser extends IdentityUser {
  passwordHash: string | null;
  /** set: disabled on the Users page; such a user gets no tokens */
  disabledAt: Date | null;
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
  disabledAt: users.disabledAt,
};

/**
 * E-mail is unique across tenants, so it alone identifies the user and tenant. Accounts store their address
 * normalised (email.ts), so the lookup compares that value as it is: no lower() in SQL, whose case mapping
 * differs from JavaScript's.
 */
export async function findUserByEmail(db: Db, email: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    // only accounts of this provider (with a password): those are unique by e-mail
    .where(and(eq(users.email, normaliseEmail(email)), isNotNull(users.passwordHash)))
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
  const { passwordHash: _passwordHash, disabledAt: _disabledAt, ...identity } = user;
  return identity;
}

/**
 * Migration in code, on every start: accounts stored before e-mails were normalised (e.g. "Admin@…") get
 * their normalised address. An address that would collide with another account's stays as it is, with a
 * warning: that account cannot sign in until an administrator resolves the duplicate.
 */
export async function normaliseStoredEmails(db: Db, log: FastifyBaseLogger): Promise<void> {
  const rows = await db
    .select({ tenantId: users.tenantId, id: users.id, email: users.email })
    .from(users)
    .where(isNotNull(users.passwordHash));
  const taken = new Set(rows.map((row) => row.email));
  for (const row of rows) {
    const normalised = normaliseEmail(row.email);
    if (normalised === row.email) continue;
    if (taken.has(normalised)) {
      log.warn(
        { userId: row.id },
        'identity: stored e-mail not normalised, another account has that address',
      );
      continue;
    }
    await db
      .update(users)
      .set({ email: normalised })
      .where(and(eq(users.tenantId, row.tenantId), eq(users.id, row.id)));
    taken.add(normalised);
  }
}
