import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import {
  accountByEmail,
  accountById,
  normaliseEmail,
  passwordAccountEmails,
  setAccountEmail,
  type UserAccount,
} from '../platform/index';
import type { IdentityUser } from './tokens';

/** An account of the platform's user directory, as the provider signs it in. */
export type StoredUser = UserAccount & IdentityUser;

/**
 * E-mail is unique across tenants, so it alone identifies the user and tenant. Accounts store their address
 * normalised (email.ts), so the lookup compares that value as it is: no lower() in SQL, whose case mapping
 * differs from JavaScript's.
 */
export function findUserByEmail(db: Db, email: string): Promise<StoredUser | undefined> {
  return accountByEmail(db, normaliseEmail(email));
}

export function findUser(db: Db, tenantId: string, userId: string): Promise<StoredUser | undefined> {
  return accountById(db, tenantId, userId);
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
  const rows = await passwordAccountEmails(db);
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
    await setAccountEmail(db, row.tenantId, row.id, normalised);
    taken.add(normalised);
  }
}
