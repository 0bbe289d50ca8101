// Reads of the audit trail. Entries are written only by the database (trigger + qms_audit_append, migration
// 0007), their seals by the sealer (audit_seals, migration 0028); the request role can SELECT its own tenant's
// entries, seals and chain head and nothing else.
import { sql, type SQL } from 'drizzle-orm';
import { type AuditEntry, type AuditFilter, type AuditVerification } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../db/tenant';
import { RecordNames } from './record-names';
import { recordOrRelated } from './related-records';

interface EntryRow {
  seq: string;
  occurred_at: string;
  table_name: string;
  record_id: string;
  action: string;
  old_values: Record<string, unknown> | string | null;
  new_values: Record<string, unknown> | string | null;
  actor_id: string;
  actor_name: string;
  request_id: string | null;
  reason: string | null;
  chain_pos: string | null;
  hash: string | null;
}

const COLUMNS = sql`seq::text as seq,
  to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
  table_name, record_id, action, old_values, new_values, actor_id, actor_name, request_id, reason,
  chain_pos::text as chain_pos, hash`;

/** Entries with their seal, if sealed yet (ADR 0182); USING leaves one tenant_id and seq for the filters. */
const ENTRIES = sql`audit_trail left join audit_seals using (tenant_id, seq)`;

/**
 * The entries `seqs` names (a select of seq from the trail alone: the filters, order and limit), newest first,
 * each with its seal. Only they are joined with the seals: joined before the limit, the planner read every seal of
 * the tenant once per page or export batch, or every entry a page's offset skipped (ADR 0201).
 */
const sealedEntries = (tenantId: string, seqs: SQL): SQL => sql`select ${COLUMNS} from ${ENTRIES}
  where audit_trail.tenant_id = ${tenantId} and audit_trail.seq = any(array(${seqs}))
  order by audit_trail.seq desc`;

const json = (value: EntryRow['old_values']) =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;

/** The rows as entries, each with its record's name and parent id (issue 28.5; record-names.ts). */
async function toEntries(tx: Tx, rows: EntryRow[], names: RecordNames): Promise<AuditEntry[]> {
  const named = await names.resolve(
    tx,
    rows.map((row) => ({ seq: Number(row.seq), tableName: row.table_name, recordId: row.record_id })),
  );
  return rows.map((row, i) => toEntry(row, named[i]!));
}

function toEntry(row: EntryRow, named: Pick<AuditEntry, 'recordName' | 'recordParentId'>): AuditEntry {
  return {
    seq: Number(row.seq),
    occurredAt: row.occurred_at,
    tableName: row.table_name,
    recordId: row.record_id,
    ...named,
    action: row.action,
    oldValues: json(row.old_values),
    newValues: json(row.new_values),
    actorId: row.actor_id,
    actorName: row.actor_name,
    requestId: row.request_id,
    reason: row.reason,
    chainPosition: row.chain_pos === null ? null : Number(row.chain_pos),
    hash: row.hash,
  };
}

/** The filter as SQL; RLS limits the rows to the transaction's tenant, the explicit tenant filter uses the index. */
function whereOf(tenantId: string, filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`tenant_id = ${tenantId}`];
  // a record's own entries and those of the records filed under it (a version: its releases, signatures…)
  if (filter.recordId) conditions.push(recordOrRelated(tenantId, filter.recordId));
  if (filter.table) conditions.push(sql`table_name = ${filter.table}`);
  if (filter.action) conditions.push(sql`action = ${filter.action}`);
  if (filter.user) {
    const like = `%${filter.user.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(actor_id = ${filter.user} or actor_name ilike ${like})`);
  }
  if (filter.from) conditions.push(sql`occurred_at >= ${new Date(filter.from).toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`occurred_at <= ${new Date(filter.to).toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/**
 * One page of entries, newest first (seq rises in the order entries were written). ORDER BY names
 * the table's column: the bare name would be the text output column and sort '9' after '10'.
 */
export async function listEntries(
  tx: Tx,
  tenantId: string,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<AuditEntry[]> {
  const rows = rowsOf<EntryRow>(
    await tx.execute(
      sealedEntries(
        tenantId,
        sql`select seq from audit_trail where ${whereOf(tenantId, filter)}
          order by seq desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
    ),
  );
  return toEntries(tx, rows, new RecordNames(tenantId));
}

/** How many entries match (every matching entry is read: asked once per filter, not with each page). */
export async function countEntries(tx: Tx, tenantId: string, filter: AuditFilter): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await tx.execute(sql`select count(*)::text as total from audit_trail where ${whereOf(tenantId, filter)}`),
  );
  return Number(row?.total ?? 0);
}

/** Runs one piece of read work in a transaction of the tenant's (the request's own, or a new one each time). */
export type ReadIn = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * All matching entries, newest first, in batches (keyset on seq) so a large export never loads at once. Each batch
 * is read through `readIn`: the CSV export reads each in a transaction of its own, after the request's has ended
 * (audit-csv.ts). The keyset holds across them: entries are only ever added, with a higher seq than the export's
 * first batch saw, so no entry is read twice or skipped. One `RecordNames` serves the whole export: each record's
 * timeline is read once, whatever the number of batches.
 */
export async function* eachEntry(
  readIn: ReadIn,
  tenantId: string,
  filter: AuditFilter,
  batchSize = 1000,
  names: RecordNames = new RecordNames(tenantId),
): AsyncGenerator<AuditEntry[]> {
  let before: string | null = null;
  for (;;) {
    const keyset: SQL = before === null ? sql`true` : sql`seq < ${before}::bigint`;
    const { rows, entries } = await readIn(async (tx) => {
      const rows = rowsOf<EntryRow>(
        await tx.execute(
          sealedEntries(
            tenantId,
            sql`select seq from audit_trail where ${whereOf(tenantId, filter)} and ${keyset}
              order by seq desc limit ${batchSize}`,
          ),
        ),
      );
      return { rows, entries: await toEntries(tx, rows, names) };
    });
    if (entries.length > 0) yield entries;
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1]!.seq;
  }
}

interface VerifyRow {
  checked: string;
  unsealed: string;
  last_seq: string | null;
  last_pos: string | null;
  broken_seq: string | null;
  problem: string | null;
  head_pos: string | null;
  head_hash: string | null;
  last_hash: string | null;
}

/**
 * Recomputes the tenant's chain of seals in the database in one pass (a window over the chain position; 100,000
 * entries in 0.8 s on PostgreSQL, 1.4 s on PGlite): every seal must take the position after its predecessor's, name
 * the predecessor's hash, have its entry, and hash to what the entry holds; the chain must end where the head row
 * says. Entries not yet sealed (ADR 0163) are counted, not checked: they lie above the tenant's low-water mark and
 * the sealer chains them seconds after commit (ADR 0189). An unsealed entry at or below the mark was not written by
 * the trigger (inserted). Names the first entry that breaks. One statement, so one snapshot: the sealer commits its
 * seals and the mark's move together. Runs in any transaction that can read the tenant's trail: a request (qms_app
 * under RLS) or the admin command.
 */
export async function verifyChain(tx: Tx, tenantId: string): Promise<AuditVerification> {
  // Hash joins only, for this statement: every entry and seal is read anyway, and statistics taken before a
  // tenant's chain grew (PGlite never refreshes them) made the planner probe all of a tenant's seals once per entry
  // in a nested loop: 100,000 entries took 8 minutes on PostgreSQL instead of 0.8 s (ADR 0189).
  const [{ setting }] = rowsOf<{ setting: string }>(
    await tx.execute(sql`select current_setting('enable_nestloop') as setting`),
  ) as [{ setting: string }];
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
  // a failed statement ends the transaction and with it the local setting; after a result, put it back
  const result = await verifyInOnePass(tx, tenantId);
  await tx.execute(sql`select set_config('enable_nestloop', ${setting}, true)`);
  return result;
}

async function verifyInOnePass(tx: Tx, tenantId: string): Promise<AuditVerification> {
  const result = await tx.execute(sql`
    with s as (
      select seq, chain_pos, prev_hash, hash, lag(chain_pos) over w as before_pos, lag(hash) over w as before_hash
      from audit_seals where tenant_id = ${tenantId}
      window w as (order by chain_pos)
    ), e as (
      -- the window runs over the narrow seals; each entry is read once, for its hash
      select s.seq, s.chain_pos, s.prev_hash, s.hash, s.before_pos, s.before_hash, a.seq as entry_seq,
        qms_audit_entry_hash(coalesce(s.before_hash, ''), a.tenant_id, s.chain_pos, s.seq, a.occurred_at,
          a.table_name, a.record_id, a.action, a.old_values, a.new_values, a.actor_id, a.actor_name, a.request_id,
          a.reason) as computed
      from s left join audit_trail a on a.tenant_id = ${tenantId} and a.seq = s.seq
    ), checked as (
      select seq, chain_pos,
        case
          when chain_pos = coalesce(before_pos, 0) + 2 then
            'the entry at chain position ' || (chain_pos - 1) || ' is missing (removed)'
          when chain_pos <> coalesce(before_pos, 0) + 1 then 'the entries at chain positions '
            || (coalesce(before_pos, 0) + 1) || ' to ' || (chain_pos - 1) || ' are missing (removed)'
          when prev_hash <> coalesce(before_hash, '') then 'does not follow the previous entry (inserted or reordered)'
          when entry_seq is null then 'the entry at chain position ' || chain_pos || ' is missing (removed)'
          when hash <> computed then 'content does not match its hash (edited)'
        end as problem
      from e
    ), loose as (
      select a.seq, a.seq > coalesce((select sealed_through from audit_chain_heads where tenant_id = ${tenantId}), 0)
        as waiting
      from audit_trail a
      where a.tenant_id = ${tenantId}
        and not exists (select 1 from audit_seals s where s.tenant_id = a.tenant_id and s.seq = a.seq)
    ), first_broken as (
      select seq, problem from (
        select seq, problem, 0 as kind, chain_pos as place from checked where problem is not null
        union all
        select seq, 'neither sealed nor waiting to be sealed (inserted)', 1, seq from loose where not waiting
      ) broken order by kind, place limit 1
    ), last as (
      select seq, chain_pos, hash from s order by chain_pos desc limit 1
    )
    select (select count(*) from s)::text as checked,
      (select count(*) from loose where waiting)::text as unsealed,
      (select seq from last)::text as last_seq,
      (select chain_pos from last)::text as last_pos,
      (select hash from last) as last_hash,
      (select seq from first_broken)::text as broken_seq,
      (select problem from first_broken) as problem,
      (select last_seq from audit_chain_heads where tenant_id = ${tenantId})::text as head_pos,
      (select last_hash from audit_chain_heads where tenant_id = ${tenantId}) as head_hash`);
  const row = rowsOf<VerifyRow>(result)[0]!;
  const checked = Number(row.checked);
  const lastSeq = Number(row.last_seq ?? 0);
  const lastPos = Number(row.last_pos ?? 0);
  return {
    checked,
    lastSeq,
    unsealed: Number(row.unsealed),
    ...brokenOrValid(row, checked, lastSeq, lastPos),
  };
}

/** The first break: inside the chain (from the window), else between the chain's end and its head row. */
function brokenOrValid(
  row: VerifyRow,
  checked: number,
  lastSeq: number,
  lastPos: number,
): Pick<AuditVerification, 'valid' | 'firstBroken'> {
  let firstBroken: AuditVerification['firstBroken'] = null;
  const headPos = row.head_pos === null ? null : Number(row.head_pos);
  if (row.broken_seq !== null) {
    firstBroken = { seq: Number(row.broken_seq), problem: row.problem ?? 'broken' };
  } else if (headPos !== null && headPos > lastPos) {
    firstBroken = {
      seq: lastSeq,
      problem: `the entries at chain positions ${lastPos + 1} to ${headPos} are missing (removed from the end)`,
    };
  } else if (headPos !== null && headPos < lastPos) {
    firstBroken = { seq: lastSeq, problem: 'entry after the chain head (inserted)' };
  } else if (row.head_hash !== null && row.last_hash !== null && row.head_hash !== row.last_hash) {
    firstBroken = { seq: lastSeq, problem: 'the last entry does not match the chain head (edited)' };
  } else if (headPos === null && checked > 0) {
    firstBroken = { seq: lastSeq, problem: 'the chain head is missing' };
  }
  return { valid: firstBroken === null, firstBroken };
}
