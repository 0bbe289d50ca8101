// The audit trail, readable (issue 28.5, ADR 0140): each entry's record name and the id its link goes through, read
// from the trail itself — the entry's own value of the column, else the latest earlier entry of the same record that
// carried it (an UPDATE records the changed columns only). The areas' tables are not read (table-ownership.test.ts).
//
// Linear, not per row (ADR 0140's open point): a record's *timeline* — only its entries that carried the name or
// parent columns, usually its INSERT and its renames — is read ONCE per record in one query per batch of entries,
// and every entry of the record is answered from it in memory. An export of one record with thousands of entries
// reads that record's entries once instead of once per row.
import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_RECORD_TYPES, type AuditRecordType } from '@qms/shared-api/contract';
import { rowsOf, textArray, type Tx } from '../db/tenant';

/** The columns are our own constants, spliced into SQL: make sure they stay plain column names. */
const column = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column name: ${name}`);
  return name;
};

/** A column's value in an entry: the new value, else the old one (a DELETE carries only old values). */
const valueOf = (name: string): string =>
  `coalesce(nullif(new_values ->> '${column(name)}', ''), nullif(old_values ->> '${column(name)}', ''))`;

const columnsOf = (key: AuditRecordType['parentKey']): readonly string[] =>
  key === undefined ? [] : typeof key === 'string' ? [key] : key;

/** `case table_name when <table> then <value> … end` over the record types that have the columns. */
function perTable(value: (type: AuditRecordType) => string | null): SQL {
  const whens = Object.entries(AUDIT_RECORD_TYPES).flatMap(([table, type]) => {
    const expression = value(type);
    return expression ? [sql`when ${table} then ${sql.raw(expression)}`] : [];
  });
  return sql`case table_name ${sql.join(whens, sql` `)} else null end`;
}

/** The tables whose records have a name or a parent, and those columns (sorted: the index predicate's order). */
const CARRYING_TABLES = Object.entries(AUDIT_RECORD_TYPES)
  .filter(([, type]) => type.nameKey || type.parentKey)
  .map(([table]) => column(table))
  .sort();
const CARRYING_COLUMNS = [
  ...new Set(
    Object.values(AUDIT_RECORD_TYPES).flatMap((type) => [
      ...(type.nameKey ? [type.nameKey] : []),
      ...columnsOf(type.parentKey),
    ]),
  ),
]
  .map(column)
  .sort();

/**
 * The entries that can carry a record's name or parent: a row's INSERT or DELETE (the whole row), or an UPDATE that
 * changed one of those columns (an UPDATE's entry holds the changed columns only, old and new alike), of a table
 * whose records have them. The partial index `audit_trail_carried_idx` (migration 0034, ADR 0196) holds exactly
 * these entries; the timeline query says its predicate word for word, which is what lets the planner read it
 * (record-names.reads.test.ts fails when the two part). Without it a record's timeline read every entry the record
 * ever had (a role saved daily for years: thousands, on every page of the trail that shows it).
 */
export const CARRIED_PREDICATE =
  `table_name = any('{${CARRYING_TABLES.join(',')}}'::text[]) and ` +
  `(action <> 'UPDATE' or new_values ?| '{${CARRYING_COLUMNS.join(',')}}'::text[])`;

const NAME = perTable((type) => (type.nameKey ? valueOf(type.nameKey) : null));
/** A parent of several columns is carried by the entry that carries its first column; the others may be empty. */
const PARENT = perTable((type) => {
  const [first, ...rest] = columnsOf(type.parentKey);
  if (!first) return null;
  if (rest.length === 0) return valueOf(first);
  const parts = [first, ...rest].map((c) => `coalesce(${valueOf(c)}, '')`).join(`, '/', `);
  return `case when ${valueOf(first)} is null then null else concat(${parts}) end`;
});

/** A record's carried values in seq order (ascending). */
interface Timeline {
  names: { seq: number; value: string }[];
  parents: { seq: number; value: string }[];
}

/** The latest value carried at or before seq (binary search: a timeline is sorted by seq). */
function at(values: { seq: number; value: string }[], seq: number): string | null {
  let low = 0;
  let high = values.length - 1;
  let found: string | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (values[mid]!.seq <= seq) {
      found = values[mid]!.value;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

const keyOf = (table: string, recordId: string) => `${table}\u0000${recordId}`;
const hasColumns = (table: string) => {
  const type = AUDIT_RECORD_TYPES[table];
  return Boolean(type?.nameKey || type?.parentKey);
};

export interface EntryRef {
  seq: number;
  tableName: string;
  recordId: string;
}

/**
 * Names records for one request (a page, or a whole export in batches): `resolve` reads the timelines of the
 * records it has not seen yet in one query, then answers every entry from memory. `recordsLookedUp` counts the
 * records whose timeline was read (a test holds it to one per record, whatever the record's number of entries).
 * Each call names its transaction: an export reads each batch in a transaction of its own (audit-csv.ts), and a
 * timeline read in one still answers the entries of the next (entries are never changed, only added).
 */
export class RecordNames {
  private readonly timelines = new Map<string, Timeline>();
  recordsLookedUp = 0;
  queries = 0;

  constructor(private readonly tenantId: string) {}

  private async load(tx: Tx, records: { table: string; recordId: string }[]): Promise<void> {
    const missing = new Map<string, { table: string; recordId: string }>();
    for (const r of records) {
      const key = keyOf(r.table, r.recordId);
      if (hasColumns(r.table) && !this.timelines.has(key)) missing.set(key, r);
    }
    if (missing.size === 0) return;
    for (const key of missing.keys()) this.timelines.set(key, { names: [], parents: [] });
    this.recordsLookedUp += missing.size;
    this.queries += 1;
    const ids = [...new Set([...missing.values()].map((r) => r.recordId))];
    const tables = [...new Set([...missing.values()].map((r) => r.table))];
    // the carried-entries index finds each record's entries that may carry a value (CARRIED_PREDICATE); only those
    // that did come back, in seq order (the bigint: ordering by the text output column would sort '125' before '4')
    const rows = rowsOf<{
      table_name: string;
      record_id: string;
      seq: string;
      name: string | null;
      parent: string | null;
    }>(
      await tx.execute(sql`select table_name, record_id, seq::text as seq, name, parent from (
          select table_name, record_id, seq, ${NAME} as name, ${PARENT} as parent from audit_trail
           where tenant_id = ${this.tenantId} and record_id = any(${textArray(ids)})
             and table_name = any(${textArray(tables)}) and ${sql.raw(CARRIED_PREDICATE)}
        ) carried where name is not null or parent is not null order by carried.seq`),
    );
    for (const row of rows) {
      const timeline = this.timelines.get(keyOf(row.table_name, row.record_id));
      if (!timeline) continue; // another table's record with the same id, or one loaded before
      const seq = Number(row.seq);
      if (row.name !== null) timeline.names.push({ seq, value: row.name });
      if (row.parent !== null) timeline.parents.push({ seq, value: row.parent });
    }
  }

  /** Each entry's record name and parent id (the parent's own parent where the record type links through it). */
  async resolve(
    tx: Tx,
    entries: EntryRef[],
  ): Promise<{ recordName: string | null; recordParentId: string | null }[]> {
    await this.load(
      tx,
      entries.map((e) => ({ table: e.tableName, recordId: e.recordId })),
    );
    const own = entries.map((e) => {
      const timeline = this.timelines.get(keyOf(e.tableName, e.recordId));
      return {
        recordName: timeline ? at(timeline.names, e.seq) : null,
        recordParentId: timeline ? at(timeline.parents, e.seq) : null,
      };
    });
    // a participant or withdrawal links where its release does: the release's latest parent (its version)
    const via = entries.flatMap((e, i) => {
      const table = AUDIT_RECORD_TYPES[e.tableName]?.parentVia;
      const parentId = own[i]!.recordParentId;
      return table && parentId ? [{ table, recordId: parentId }] : [];
    });
    await this.load(tx, via);
    return own.map((value, i) => {
      const table = AUDIT_RECORD_TYPES[entries[i]!.tableName]?.parentVia;
      if (!table || value.recordParentId === null) return value;
      const parent = this.timelines.get(keyOf(table, value.recordParentId));
      return { ...value, recordParentId: parent ? at(parent.parents, Number.MAX_SAFE_INTEGER) : null };
    });
  }
}
