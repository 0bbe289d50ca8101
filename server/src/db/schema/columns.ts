import { sql } from 'drizzle-orm';
import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary column (files, logos): PostgreSQL bytea as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A list of ids or keys: text[] that is never NULL, empty by default. */
export const textArray = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** When a row was created and last changed. */
export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Optimistic concurrency: updates say `WHERE db_version = $n` and bump it; a mismatch is a 409. */
export const versioned = () => ({
  dbVersion: integer().notNull().default(0),
  ...timestamps(),
});
