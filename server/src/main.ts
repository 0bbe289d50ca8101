import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { isWildcardHost, loadConfig } from './config';
import { assertPrivateDir, restrictNewFileModes } from './db/data-dir';
import { openDatabase } from './db/database';
import { formatDemoCredentials, seedDemo, shouldSeedDemo, writeDemoCredentials } from './seed';
import { superviseWorkers } from './workers';
import { listenForSiblingRevocations } from './identity/index';
import { migrateDiskFiles, removeOrphanedSpools } from './processes/index';

/** Starts the server: config from the environment, database (migrated), demo seed, listen, graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  // QMS_SERVER_WORKERS > 1 (PostgreSQL): this process only supervises; each worker runs the rest of main()
  if (cluster.isPrimary && config.serverWorkers > 1) {
    superviseWorkers(config.serverWorkers);
    return;
  }
  listenForSiblingRevocations();
  // 0700/0600 for everything we create (outbox mails, PGlite files); PGlite's folder is checked when opened
  restrictNewFileModes();
  if (config.databaseUrl && existsSync(config.dataDir)) assertPrivateDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // under the migration lock, so two servers starting together do not both seed
    afterMigrate: async (db, kind) => {
      // files of versions that kept them in the data folder move into the database (ADR 0160)
      await migrateDiskFiles(db, config.dataDir, console.warn, kind);
      if (!shouldSeedDemo(kind, config.seedDemo)) return;
      const credentials = await seedDemo(db, config.demoPasswords);
      if (!credentials) return;
      console.log('Seeded the demo tenants into the empty database.');
      // the only moment the passwords exist in clear: print them once, keep a copy only this user can read
      writeDemoCredentials(config.dataDir, credentials);
      console.log(formatDemoCredentials(credentials));
    },
  });
  let app;
  try {
    app = await buildApp({ config, database });
  } catch (error) {
    await database.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      // closing the database also releases the PGlite lock file
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // a server killed mid-upload left the upload's temporary file behind (ADR 0190)
  removeOrphanedSpools().then(
    (removed) =>
      removed > 0 && app.log.info({ removed }, 'removed temporary files of uploads a stopped server left'),
    (error: unknown) =>
      app.log.warn({ err: error }, 'could not check the temporary folder for abandoned uploads'),
  );
  if (isWildcardHost(config.host) && !config.publicUrlConfigured) {
    app.log.warn(
      { publicUrl: config.publicUrl },
      'HOST listens on every interface but PUBLIC_URL is not set: sign-in from other machines needs PUBLIC_URL ' +
        'set to the address users open (e.g. https://qms.example.com)',
    );
  }
  app.log.info(
    {
      services: config.services,
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
    },
    'QMS server ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
