// Operator command for tenants (README "Operations"):
//   cd server && node --import tsx src/platform/tenants/tenants-cli.ts list
//   cd server && node --import tsx src/platform/tenants/tenants-cli.ts create --name "Acme GmbH" \
//       --admin-email anna@acme.example --admin-name "Anna Admin" [--logo ./acme.svg]
// Uses DATABASE_URL, or the embedded database in QMS_DATA_DIR (stop the server first: PGlite has one writer).
// The first admin gets an invitation mail (SMTP_URL, else the outbox <QMS_DATA_DIR>/outbox) with a link to
// PUBLIC_URL/set-password. Exit code 0 on success, 1 on refused input, 2 on an error.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { ResetMailer } from '../../plugins/link-mail';
import { createTenantWithAdmin, listTenants, logoContentType, TenantInputError } from './tenants';

const USAGE = `usage: tenants-cli.ts list
       tenants-cli.ts create --name NAME --admin-email EMAIL --admin-name NAME [--logo FILE]`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'list' && command !== 'create') {
    console.error(USAGE);
    return 1;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      logo: { type: 'string' },
    },
  });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'list') {
      const tenants = await listTenants(database.db);
      for (const t of tenants)
        console.log(
          `${t.id}  ${t.name}  (${t.users} users, ${t.activeAdmins} active admins, since ${t.createdAt})`,
        );
      if (tenants.length === 0) console.log('No tenants.');
      return 0;
    }
    if (!values.name || !values['admin-email'] || !values['admin-name']) {
      console.error(USAGE);
      return 1;
    }
    const logo = values.logo
      ? { data: await readFile(values.logo), contentType: logoContentType(values.logo) }
      : undefined;
    const mailer = new ResetMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.smtpFrom ?? 'QMS <no-reply@qms.invalid>',
    });
    try {
      const created = await createTenantWithAdmin(
        database.db,
        {
          name: values.name,
          logo,
          admin: { email: values['admin-email'], displayName: values['admin-name'] },
        },
        { mailer, publicUrl: config.publicUrl },
      );
      console.log(`Tenant "${values.name.trim()}" created: ${created.tenantId}`);
      console.log(
        `Invitation sent to ${values['admin-email'].trim()} (${config.smtpUrl ? 'SMTP' : `outbox ${path.join(config.dataDir, 'outbox')}`}).`,
      );
      return 0;
    } finally {
      mailer.close();
    }
  } catch (error) {
    if (error instanceof TenantInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
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
