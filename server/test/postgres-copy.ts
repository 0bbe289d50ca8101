// A PostgreSQL database (re)made as a copy of another (the PostgreSQL pass's template, or template0 for an empty
// one): shared by test/postgres-per-file.ts (the preload) and test/helpers.ts.
import pg from 'pg';

/** Drops `name` (ending its connections) and creates it again as a copy of `template`; answers its URL. */
export async function copyDatabase(databaseUrl: string, template: string, name: string): Promise<string> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}" template "${template}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
