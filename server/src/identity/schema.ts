// The identity area's tables. Only this area and db/ import them; other areas read
// through the area's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../platform/schema';

// Tables of the embedded identity provider (server/src/identity). Sign-in happens before a tenant is known,
// so these tables are not under row-level security; only the identity module reads them.

/** RS256 signing keys, persisted so issued tokens survive restarts. At most one key is active (signs). */
export const identitySigningKeys = pgTable(
  'identity_signing_keys',
  {
    kid: text().primaryKey(),
    algorithm: text().notNull().default('RS256'),
    publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
    privateKeyPem: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  // two processes starting at once may both generate a key; only one can become the active one
  (t) => [
    uniqueIndex('identity_signing_keys_active_key')
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

/** One sign-in session (Keycloak's `sid`). Refresh tokens rotate; only `currentRefreshJti` is accepted. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid().primaryKey(),
    tenantId: uuid().notNull(),
    userId: uuid().notNull(),
    scope: text().notNull(),
    currentRefreshJti: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastRefreshAt: timestamp({ withTimezone: true }).notNull(),
    /** idle expiry, moved forward by every refresh but never past createdAt + the session maximum */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revoked: boolean().notNull().default(false),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    index('identity_sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * Throttle state for sign-in and password-reset requests, keyed by e.g. `login-email:<e-mail>` or
 * `login-ip:<address>`. Kept in the database so every server process sees the same counters.
 */
export const identityLoginAttempts = pgTable('identity_login_attempts', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** Single-use password-reset tokens; only the SHA-256 of the token is stored. */
export const identityPasswordResets = pgTable(
  'identity_password_resets',
  {
    tokenHash: text().primaryKey(),
    tenantId: uuid().notNull(),
    userId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** 'reset' (30 minutes) or 'invitation' (7 days): both set the password, the page words differ */
    purpose: text().$type<'reset' | 'invitation'>().notNull().default('reset'),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    index('identity_password_resets_user_idx').on(t.tenantId, t.userId),
  ],
);
