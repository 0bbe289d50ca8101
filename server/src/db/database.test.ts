import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openDatabase } from './database';
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
