// Test support: what a piece of work read of one table, from PostgreSQL's per-transaction statistics (both
// databases keep them). A test that says "this reads one entry per user, not the whole history" counts it here.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../src/db/tenant';

export interface TableReads<T> {
  result: T;
  /** index scans started on the table (one per lookup) */
  indexScans: number;
  /** rows fetched from the table by those scans */
  indexRows: number;
  /** rows read by sequential scans */
  seqRows: number;
}

/**
 * Runs `work` in the transaction `tx` and counts its reads of `table`. Counted before and after inside the same
 * transaction: the view also counts the backend's earlier transactions whose counts are not yet flushed.
 */
export async function tableReads<T>(
  tx: Pick<Tx, 'execute'>,
  table: string,
  work: () => Promise<T>,
): Promise<TableReads<T>> {
  const counts = async () => {
    const [row] = rowsOf<{ scans: string; fetched: string; scanned: string }>(
      await tx.execute(sql`select coalesce(sum(idx_scan), 0)::text as scans,
          coalesce(sum(idx_tup_fetch), 0)::text as fetched, coalesce(sum(seq_tup_read), 0)::text as scanned
        from pg_stat_xact_user_tables where relname = ${table}`),
    );
    return [Number(row!.scans), Number(row!.fetched), Number(row!.scanned)] as const;
  };
  const before = await counts();
  const result = await work();
  const after = await counts();
  return {
    result,
    indexScans: after[0] - before[0],
    indexRows: after[1] - before[1],
    seqRows: after[2] - before[2],
  };
}

/** Runs `work` in `tx` and counts the rows it read of each of `tables`, by index and by sequential scans together. */
export async function rowsRead<T>(
  tx: Pick<Tx, 'execute'>,
  tables: readonly string[],
  work: () => Promise<T>,
): Promise<{ result: T; rows: Record<string, number> }> {
  const rows: Record<string, number> = {};
  let run = work;
  for (const table of tables) {
    const inner = run;
    run = async () => {
      const counted = await tableReads(tx, table, inner);
      rows[table] = counted.indexRows + counted.seqRows;
      return counted.result;
    };
  }
  return { result: await run(), rows };
}
