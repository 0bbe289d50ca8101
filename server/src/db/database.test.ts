import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openDatabase } from './database';
import { DEMO_TENANTS, seedDemo } from '../seed';
import { resetTestSchema } from '../test/helpers';
import { tenants } from './schema/index';

describe('embedded database (PGlite directory)', () => {
  it('refuses a second opener of the same directory with a clear message, and keeps data across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'qms-db-')), 'data');
    const first = await openDatabase({ dataDir });
    try {
      await first.db.insert(tenants).values({ name: 'Persisted GmbH' });
      await assert.rejects(openDatabase({ dataDir }), (error: Error) => {
        assert.match(error.message, /is in use by process \d+/);
        assert.match(error.message, /Stop that server first, or set DATABASE_URL/);
        return true;
      });
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.select({ name: tenants.name }).from(tenants);
      assert.deepEqual(rows, [{ name: 'Persisted GmbH' }]);
    } finally {
      await second.close();
    }
  });
});

describe('PostgreSQL start-up', () => {
  const databaseUrl = process.env.DATABASE_URL;
  it(
    'lets two servers migrate and seed one fresh database at the same time',
    { skip: databaseUrl ? false : 'needs DATABASE_URL (PostgreSQL)' },
    async () => {
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
    },
  );
});
