// Preloaded (--import) into every test file of the PostgreSQL pass (scripts/test.mjs): the file gets a database
// of its own, a copy of the migrated template, so files run side by side without sharing tables. DATABASE_URL is
// rewritten before the test file reads it, also for the server processes a test starts.
import { copyDatabase } from './postgres-copy';

const template = process.env.QMS_TEST_DATABASE_TEMPLATE;
// the test runner's own process (no NODE_TEST_CONTEXT) runs no test and needs no database
if (template && process.env.DATABASE_URL && process.env.NODE_TEST_CONTEXT) {
  process.env.DATABASE_URL = await copyDatabase(
    process.env.DATABASE_URL,
    template,
    `${template}_f${process.pid}`,
  );
}
