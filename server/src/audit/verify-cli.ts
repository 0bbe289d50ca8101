// Admin command: verifies the audit-trail hash chain of every tenant (or of the tenant ids given) and names the
// first broken entry. Exit code 0 when all chains are valid, 1 when one is broken, 2 on an error.
//   cd server && node --import tsx src/audit/verify-cli.ts [tenant-id …]
// Uses DATABASE_URL, or the embedded database in QMS_DATA_DIR (stop the server first: PGlite has one writer).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { rowsOf } from '../db/tenant';
import { verifyChain } from './audit.repository';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let tenantIds = process.argv.slice(2);
    if (tenantIds.length === 0) {
      const result = await database.db.execute(
        sql`select tenant_id::text as id from audit_chain_heads order by tenant_id`,
      );
      tenantIds = rowsOf<{ id: string }>(result).map((r) => r.id);
    }
    let broken = 0;
    for (const tenantId of tenantIds) {
      const started = performance.now();
      // as system work (the owner), in a read-only transaction
      const result = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        return verifyChain(tx, tenantId);
      });
      const ms = Math.round(performance.now() - started);
      if (result.valid) {
        // unsealed: written in the last seconds (or while no server ran); a running server seals them (ADR 0163)
        const unsealed = result.unsealed ? `, ${result.unsealed} not yet sealed` : '';
        console.log(
          `${tenantId}: valid, ${result.checked} sealed entries (last seq ${result.lastSeq})${unsealed}, ${ms} ms`,
        );
      } else {
        broken += 1;
        const { seq, problem } = result.firstBroken!;
        console.log(`${tenantId}: BROKEN at entry ${seq}: ${problem} (${result.checked} entries checked)`);
      }
    }
    return broken ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
