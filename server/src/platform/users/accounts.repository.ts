import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tenants, users } from '../schema';

// The user directory as the embedded identity provider reads and writes it (sign-in, reset links, session
// checks). The provider works before any tenant is known (sign-in asks only for e-mail and password), so these
// run on the server's own connection, not in a tenant's request transaction; the Users page's queries are in
// users.repository.ts. Issue 26: the identity area names no table of this one.

/** A sign-in account: the user, the tenant's name for the tokens, and the credential facts. */
export interface UserAccount {
  tenantId: string;
  tenantName: string;
  userId: string;
  email: string;
  displayName: string;
  initials: string;
  roles: string[];
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

const byId = (tenantId: string, userId: string) => and(eq(users.tenantId, tenantId), eq(users.id, userId));

/**
 * The account with a password whose stored address is `email`, compared as it is (the caller normalises it):
 * accounts of the embedded provider are unique by e-mail across tenants.
 */
export async function accountByEmail(db: Db, email: string): Promise<UserAccount | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, email), isNotNull(users.passwordHash)))
    .limit(1);
  return row;
}

export async function accountById(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<UserAccount | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(byId(tenantId, userId))
    .limit(1);
  return row;
}

/** Whether the user exists and is not disabled (a session of a deleted or disabled user is over). */
export async function isAccountEnabled(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(byId(tenantId, userId))
    .limit(1);
  return !!row && !row.disabledAt;
}

/** Sets a chosen password (reset or invitation link); the account's e-mail, or undefined for no such user. */
export async function setAccountPassword(
  db: Db,
  user: { tenantId: string; userId: string },
  passwordHash: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordSetAt: at, updatedAt: at })
    .where(byId(user.tenantId, user.userId))
    .returning({ email: users.email });
  return row?.email;
}

/** The stored addresses of every account with a password (the provider's start-up e-mail migration). */
export function passwordAccountEmails(db: Db): Promise<{ tenantId: string; id: string; email: string }[]> {
  return db
    .select({ tenantId: users.tenantId, id: users.id, email: users.email })
    .from(users)
    .where(isNotNull(users.passwordHash));
}

export async function setAccountEmail(
  db: Db,
  tenantId: string,
  userId: string,
  email: string,
): Promise<void> {
  await db.update(users).set({ email }).where(byId(tenantId, userId));
}
