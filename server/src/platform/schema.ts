// The platform area's tables. Only this area and db/ import them; other areas read
// through the area's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, textArray, timestamps } from '../db/schema/columns';

/** A customer company. Not tenant-owned itself; every tenant-owned table leads with tenant_id. */
export const tenants = pgTable('tenants', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  logo: bytea(),
  logoContentType: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The user directory. With the embedded identity provider it is also the credential store (password_hash);
 * with an external Keycloak, rows are created by GET /qms-api/users/sync from the token claims.
 * E-mail is unique across tenants because sign-in asks only for e-mail and password.
 */
export const users = pgTable(
  'users',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    email: text().notNull(),
    displayName: text().notNull(),
    initials: text().notNull(),
    roles: textArray(),
    passwordHash: text(),
    /** bumped by every change from the Users page; a stale one is a 409 */
    dbVersion: integer().notNull().default(0),
    /** when the last invitation went out; NULL for users never invited (seeded, synced from Keycloak) */
    invitedAt: timestamp({ withTimezone: true }),
    invitedBy: uuid(),
    /** when the user chose a password through an invitation or reset link */
    passwordSetAt: timestamp({ withTimezone: true }),
    /** set: the user cannot sign in, and their sessions were ended */
    disabledAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // embedded sign-in needs unique e-mails (an invited user owns the address before setting a password);
    // users synced from an external Keycloak (no password here) may share an e-mail across tenants
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.passwordHash} is not null or ${t.invitedAt} is not null`),
    // the sign-in's lookup of the normalised address as stored, across tenants (migration 0038)
    index('users_sign_in_email_idx')
      .on(t.email)
      .where(sql`${t.passwordHash} is not null`),
  ],
);

/** Per-tenant configuration strings (GET/PUT /qms-api/qms-config/{key}/string-value), e.g. QMS_PROCESS_IMAGE. */
export const qmsConfig = pgTable(
  'qms_config',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    key: text().notNull(),
    value: text().notNull(),
    /** optimistic concurrency (migration 0016): 0 for a key never written, bumped by every PUT */
    dbVersion: integer().notNull().default(0),
    updatedBy: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * Server-wide secrets generated on first start (none at the moment). Kept in the
 * database so every API process behind a load balancer uses the same one. Never granted to the request role.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
