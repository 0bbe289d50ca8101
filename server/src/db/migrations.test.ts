// The migrations (server/drizzle/*.sql) are hand-written SQL and the drizzle schema (db/schema) is written by hand
// beside them (ADR 0135): this test is what keeps the two the same. It migrates a fresh database and compares its
// catalog with the schema, and checks the journal the migrator reads.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { is, SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import {
  getTableConfig,
  getViewConfig,
  PgTable,
  PgView,
  type IndexedColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../test/helpers';
import { MIGRATIONS_DIR, type Database, type Db } from './database';
import * as schema from './schema/index';
import { rowsOf } from './tenant';

/** Tables only SQL knows: the audit trigger (0007) writes them, and audit/ reads them with raw SQL. */
const SQL_ONLY_TABLES = ['audit_trail', 'audit_chain_heads', 'audit_seals'];

// the schema's columns are named from their keys (casing: 'snake_case', db/database.ts)
const columnName = (column: Pick<PgColumn, 'name' | 'keyAsName'>) =>
  column.keyAsName ? toSnakeCase(column.name) : column.name;
const indexColumn = (column: Partial<IndexedColumn | SQL>) =>
  is(column, SQL) || !('name' in column) || !column.name
    ? 'expr'
    : columnName({ name: column.name, keyAsName: column.keyAsName ?? false });
const names = (columns: PgColumn[]) => columns.map(columnName).join(',');

/**
 * One line per fact both sides can state: tables and views; columns with type, NOT NULL and whether the database
 * has a default (not its expression: drizzle's and PostgreSQL's spellings differ); primary keys, unique constraints
 * and foreign keys with ON DELETE; indexes with uniqueness, method, columns and whether partial; check names.
 */
function schemaFacts(): string[] {
  const facts: string[] = [];
  for (const entity of Object.values(schema)) {
    if (is(entity, PgView)) facts.push(`view ${getViewConfig(entity).name}`);
    if (!is(entity, PgTable)) continue;
    const table = getTableConfig(entity);
    const t = table.name;
    facts.push(`table ${t}`);
    for (const column of table.columns) {
      const nullability = column.notNull ? 'not null' : 'null';
      facts.push(
        `${t}.${columnName(column)} ${column.getSQLType()} ${nullability}${column.default !== undefined ? ' default' : ''}`,
      );
      if (column.isUnique) facts.push(`${t} unique(${columnName(column)})`);
    }
    const primary = table.columns.filter((column) => column.primary);
    if (primary.length) facts.push(`${t} primary key(${names(primary)})`);
    for (const key of table.primaryKeys) facts.push(`${t} primary key(${names(key.columns)})`);
    for (const unique of table.uniqueConstraints) facts.push(`${t} unique(${names(unique.columns)})`);
    for (const foreignKey of table.foreignKeys) {
      const ref = foreignKey.reference();
      const target = `${getTableConfig(ref.foreignTable).name}(${names(ref.foreignColumns)})`;
      facts.push(
        `${t} foreign key(${names(ref.columns)}) → ${target} on delete ${foreignKey.onDelete ?? 'no action'}`,
      );
    }
    for (const check of table.checks) facts.push(`${t} check ${check.name}`);
    for (const { config } of table.indexes) {
      const columns = config.columns.map(indexColumn);
      const kind = `${config.unique ? 'unique ' : ''}${config.method ?? 'btree'}`;
      facts.push(`${t} index ${config.name} ${kind}(${columns.join(',')})${config.where ? ' partial' : ''}`);
    }
  }
  return facts;
}

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** The same lines, read from the migrated database's catalog (schema public). */
async function databaseFacts(db: Db): Promise<string[]> {
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const facts: string[] = [];
  const relations = await query<{ name: string; kind: string }>(sql`
    select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v')`);
  for (const { name, kind } of relations) facts.push(`${kind === 'v' ? 'view' : 'table'} ${name}`);
  const columns = await query<{
    t: string;
    c: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
  }>(sql`
    select c.relname as t, a.attname as c, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
      a.atthasdef as has_default
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`);
  for (const c of columns) {
    facts.push(
      `${c.t}.${c.c} ${c.type} ${c.not_null ? 'not null' : 'null'}${c.has_default ? ' default' : ''}`,
    );
  }
  const attnames = (rel: string, keys: string) =>
    sql.raw(`array(select a.attname from unnest(${keys}) with ordinality k(n, o)
      join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.n order by k.o)::text[]`);
  const constraints = await query<{
    t: string;
    type: string;
    name: string;
    cols: string[];
    ft: string | null;
    fcols: string[];
    on_delete: string;
  }>(sql`
    select rel.relname as t, con.contype as type, con.conname as name, ${attnames('con.conrelid', 'con.conkey')} as cols,
      frel.relname as ft, ${attnames('con.confrelid', 'con.confkey')} as fcols, con.confdeltype as on_delete
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid
    join pg_namespace n on n.oid = rel.relnamespace left join pg_class frel on frel.oid = con.confrelid
    where n.nspname = 'public'`);
  for (const c of constraints) {
    if (c.type === 'p') facts.push(`${c.t} primary key(${c.cols.join(',')})`);
    else if (c.type === 'u') facts.push(`${c.t} unique(${c.cols.join(',')})`);
    else if (c.type === 'f') {
      facts.push(
        `${c.t} foreign key(${c.cols.join(',')}) → ${c.ft}(${c.fcols.join(',')}) on delete ${ON_DELETE[c.on_delete]}`,
      );
    } else if (c.type === 'c') facts.push(`${c.t} check ${c.name}`);
    // 'n': PostgreSQL 18 lists NOT NULL as constraints too (the column lines say it); 't': the audit trigger's
    else if (c.type !== 'n' && c.type !== 't') facts.push(`${c.t} constraint ${c.name} (${c.type})`);
  }
  // indexes of their own; those behind a primary key or unique constraint are that constraint's line
  const indexes = await query<{
    t: string;
    name: string;
    is_unique: boolean;
    method: string;
    cols: string[];
    partial: boolean;
  }>(sql`
    select t.relname as t, i.relname as name, x.indisunique as is_unique, am.amname as method,
      array(select coalesce(a.attname, 'expr') from unnest(x.indkey) with ordinality k(n, o)
        left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n order by k.o)::text[] as cols,
      x.indpred is not null as partial
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_am am on am.oid = i.relam
    join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`);
  for (const x of indexes) {
    facts.push(
      `${x.t} index ${x.name} ${x.is_unique ? 'unique ' : ''}${x.method}(${x.cols.join(',')})${x.partial ? ' partial' : ''}`,
    );
  }
  return facts;
}

const ofSqlOnlyTable = (fact: string) =>
  SQL_ONLY_TABLES.some((t) => fact === `table ${t}` || fact.startsWith(`${t}.`) || fact.startsWith(`${t} `));

/** What only one side states; both empty when the migrated database is the schema. */
async function drift(db: Db): Promise<{ onlyInSchema: string[]; onlyInDatabase: string[] }> {
  const inSchema = new Set(schemaFacts());
  const inDatabase = new Set((await databaseFacts(db)).filter((fact) => !ofSqlOnlyTable(fact)));
  return {
    onlyInSchema: [...inSchema].filter((fact) => !inDatabase.has(fact)).sort(),
    onlyInDatabase: [...inDatabase].filter((fact) => !inSchema.has(fact)).sort(),
  };
}

describe('migrations', () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('the journal lists every migration file once, in file order, with rising timestamps', () => {
    // the migrator runs only what meta/_journal.json lists, and on an existing database only entries newer than
    // the last one applied: a file left out, or a timestamp out of order, would be skipped there without a word
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    assert.deepEqual(
      journal.entries.map((e) => `${e.tag}.sql`),
      files,
    );
    journal.entries
      .slice(1)
      .forEach((entry, i) => assert.ok(entry.when > journal.entries[i]!.when, entry.tag));
  });

  it('the migrations build the database the drizzle schema describes', async () => {
    const tables = (await databaseFacts(database.db)).filter((fact) => fact.startsWith('table '));
    for (const t of SQL_ONLY_TABLES)
      assert.ok(tables.includes(`table ${t}`), `${t} is gone: drop it from the list`);
    assert.ok(tables.length > 30, `only ${tables.length} tables`);
    assert.deepEqual(await drift(database.db), { onlyInSchema: [], onlyInDatabase: [] });
  });

  it('the comparison sees a changed column, a new index and a dropped constraint', async () => {
    await database.db.execute(sql`alter table roles alter column name drop not null`);
    await database.db.execute(sql`create index roles_name_idx on roles (name)`);
    await database.db.execute(sql`alter table impacts drop constraint impacts_change_type_check`);
    const { onlyInSchema, onlyInDatabase } = await drift(database.db);
    assert.deepEqual(onlyInSchema, ['impacts check impacts_change_type_check', 'roles.name text not null']);
    assert.deepEqual(onlyInDatabase, ['roles index roles_name_idx btree(name)', 'roles.name text null']);
  });
});
