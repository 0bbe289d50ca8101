// The start-up check on the embedded database (issue 6, defect 10). PGlite only (the PGlite pass runs
// *.pglite.test.ts, the PostgreSQL pass does not): it breaks qms_app in a cluster of its own, which on PostgreSQL
// is one role shared by every database of the server; request-role.test.ts checks the same rules on both.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';

describe('start-up check', () => {
  it('the server refuses to open a database whose request role bypasses RLS', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'qms-role-'));
    try {
      const dataDir = path.join(folder, 'data');
      const first = await openDatabase({ dataDir });
      await first.db.execute(sql`alter role qms_app bypassrls`);
      await first.close();
      await assert.rejects(openDatabase({ dataDir }), (error: Error) => {
        assert.match(
          error.message,
          /Refusing to start: the request role qms_app must be NOSUPERUSER NOBYPASSRLS/,
        );
        assert.match(error.message, /BYPASSRLS/);
        return true;
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
