// PostgreSQL only (scripts/test.mjs runs *.postgres.test.ts in the PostgreSQL pass): several servers start on one
// database, which an embedded database cannot have.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase } from './database';
import { DEMO_TENANTS, seedDemo } from '../seed';
import { resetTestSchema } from '../../test/helpers';
import { tenants } from './schema/index';

describe('PostgreSQL start-up', () => {
  const databaseUrl = process.env.DATABASE_URL;
  it('lets two servers migrate and seed one fresh database at the same time', async () => {
    await resetTestSchema(databaseUrl!);
    const open = () => openDatabase({ databaseUrl, afterMigrate: async (db) => void (await seedDemo(db)) });
    const [first, second] = await Promise.all([open(), open()]);
    try {
      const rows = await first.db.select({ name: tenants.name }).from(tenants);
      assert.deepEqual(rows.map((row) => row.name).sort(), DEMO_TENANTS.map((t) => t.name).sort());
    } finally {
      await first.close();
      await second.close();
    }
  });
});
