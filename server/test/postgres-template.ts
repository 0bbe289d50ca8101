// The PostgreSQL pass's setup and cleanup (scripts/test.mjs): `prepare <name>` makes <name>, a migrated database
// every test file's own database is copied from; `cleanup <name>` drops it and the files' copies.
import pg from 'pg';
import { openDatabase } from '../src/db/database';

const [command, template] = process.argv.slice(2);
if (!template || !/^[a-z0-9_]+$/.test(template) || !['prepare', 'cleanup'].includes(command ?? '')) {
  throw new Error('usage: postgres-template.ts prepare|cleanup <database name>');
}
const url = new URL(process.env.DATABASE_URL!);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname = $1 or datname like $2`,
    [template, `${template}\\_f%`],
  );
  for (const { datname } of rows) await client.query(`drop database "${datname}" with (force)`);
  if (command === 'prepare') {
    await client.query(`create database "${template}"`);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
  }
} finally {
  await client.end();
}
