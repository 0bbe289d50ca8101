import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { QMS_ADMIN, QMS_VIEWER, SR_LICENSED } from '@qms/shared-api/contract';
import type { Db } from './db/database';
import { roles } from './templates/schema';
import { tenants, users } from './platform/schema';
import { hashPassword } from './identity/index';

/** Acme's logo; Globex has none, so the header's initials fallback is visible in the demo. */
export const ACME_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect width="160" height="48" rx="8" fill="#0b7285"/>
<path d="M14 36 L26 12 L38 36 Z" fill="#fff"/>
<text x="48" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff">ACME MD</text>
</svg>`;

interface DemoUser {
  email: string;
  /** only with QMS_DEMO_PASSWORDS=fixed (the end-to-end tests); published, so never the default */
  fixedPassword: string;
  displayName: string;
  initials: string;
  roles: string[];
}

interface DemoTenant {
  name: string;
  logo?: string;
  users: DemoUser[];
  roles: { name: string; responsibility: string; authority: string; requirements: string }[];
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'Acme Medical Devices GmbH',
    logo: ACME_LOGO_SVG,
    users: [
      {
        email: 'admin@acme.example',
        fixedPassword: 'AcmeAdmin!2026',
        displayName: 'Anna Admin',
        initials: 'AA',
        // Acme holds the standards licence through its admin; its viewer shows the unlicensed view
        roles: [QMS_ADMIN, QMS_VIEWER, SR_LICENSED],
      },
      {
        email: 'viewer@acme.example',
        fixedPassword: 'AcmeViewer!2026',
        displayName: 'Victor Viewer',
        initials: 'VV',
        roles: [QMS_VIEWER],
      },
    ],
    roles: [
      {
        name: 'Quality Manager',
        responsibility: 'Maintains the quality management system and reports on its performance.',
        authority: 'Approves processes and releases controlled documents.',
        requirements: 'Degree in engineering or natural sciences; ISO 13485 lead auditor training.',
      },
      {
        name: 'Process Owner',
        responsibility: 'Keeps an assigned process effective and up to date.',
        authority: 'Initiates changes to the process.',
        requirements: 'Two years of experience in the process area.',
      },
      {
        name: 'Regulatory Affairs Specialist',
        responsibility: 'Tracks applicable standards and regulations (MDR, ISO 14971).',
        authority: 'Assesses the applicability of requirements.',
        requirements: 'Knowledge of EU MDR 2017/745.',
      },
    ],
  },
  {
    name: 'Globex Pharma AG',
    users: [
      {
        email: 'admin@globex.example',
        fixedPassword: 'GlobexAdmin!2026',
        displayName: 'Greta Admin',
        initials: 'GA',
        roles: [QMS_ADMIN, QMS_VIEWER],
      },
      {
        email: 'viewer@globex.example',
        fixedPassword: 'GlobexViewer!2026',
        displayName: 'Walter Viewer',
        initials: 'WV',
        roles: [QMS_VIEWER],
      },
    ],
    roles: [
      {
        name: 'Head of Quality Assurance',
        responsibility: 'Owns the pharmaceutical quality system.',
        authority: 'Releases SOPs and decides on deviations.',
        requirements: 'Qualified Person according to EU GMP.',
      },
      {
        name: 'Production Lead',
        responsibility: 'Runs manufacturing according to the released SOPs.',
        authority: 'Stops production on quality concerns.',
        requirements: 'GMP training, renewed yearly.',
      },
    ],
  },
];

/** How the seed picks the demo passwords: random (default, printed once) or the published test ones. */
export type DemoPasswords = 'random' | 'fixed';

/**
 * The demo accounts include admins, so the seed must not create known passwords on a server others can reach:
 * seed by default only the embedded PGlite; on PostgreSQL only when QMS_SEED_DEMO=true. QMS_SEED_DEMO=false
 * turns it off on PGlite too. (seedDemo itself still only touches an empty database.)
 */
export function shouldSeedDemo(kind: 'pglite' | 'postgres', setting: boolean | undefined): boolean {
  return setting ?? kind === 'pglite';
}

export interface DemoCredential {
  tenant: string;
  email: string;
  password: string;
  roles: string[];
}

/** 16 characters from 96 random bits, with a fixed prefix that names the account kind for the reader. */
function randomPassword(): string {
  return `Demo-${randomBytes(12).toString('base64url')}`;
}

/**
 * Seeds the demo into an EMPTY database only (no tenants yet), so a restart never resets or duplicates data.
 * Runs as the connecting role (system work, outside any tenant transaction). Returns the accounts with their
 * passwords when it seeded (the only moment they are known in clear), else undefined.
 */
export async function seedDemo(
  db: Db,
  passwords: DemoPasswords = 'random',
): Promise<DemoCredential[] | undefined> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if (Number(existing?.n ?? 0) > 0) return undefined;
  const credentials = DEMO_TENANTS.map((t) =>
    t.users.map((u) => ({
      tenant: t.name,
      email: u.email,
      password: passwords === 'fixed' ? u.fixedPassword : randomPassword(),
      roles: u.roles,
    })),
  );
  const hashed = await Promise.all(
    credentials.map((list) => Promise.all(list.map((c) => hashPassword(c.password)))),
  );
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_TENANTS.entries()) {
      const [tenant] = await tx
        .insert(tenants)
        .values({
          name: demo.name,
          logo: demo.logo ? Buffer.from(demo.logo, 'utf8') : undefined,
          logoContentType: demo.logo ? 'image/svg+xml' : undefined,
        })
        .returning({ id: tenants.id });
      await tx.insert(users).values(
        demo.users.map((u, i) => ({
          tenantId: tenant!.id,
          email: u.email,
          displayName: u.displayName,
          initials: u.initials,
          roles: u.roles,
          passwordHash: hashed[index]![i]!,
        })),
      );
      await tx.insert(roles).values(demo.roles.map((r) => ({ tenantId: tenant!.id, ...r })));
    }
  });
  return credentials.flat();
}

export const DEMO_PASSWORDS_FILE = 'demo-passwords.txt';

/** The block printed once at the first start (and kept 0600 in the data folder). */
export function formatDemoCredentials(credentials: DemoCredential[]): string {
  const width = Math.max(...credentials.map((c) => c.email.length));
  const lines = credentials.map(
    (c) =>
      `  ${c.email.padEnd(width)}  ${c.password}  ${c.roles.includes(QMS_ADMIN) ? 'admin ' : 'viewer'}  ${c.tenant}`,
  );
  const rule = '='.repeat(78);
  return [
    rule,
    'Demo accounts created (sign in with these; they are shown only now):',
    '',
    ...lines,
    '',
    `A copy readable only by you is in <data folder>/${DEMO_PASSWORDS_FILE}.`,
    'Change the passwords (Reset Password on the login card) before anyone else can reach this server.',
    rule,
  ].join('\n');
}

/** Writes the block to `<dataDir>/demo-passwords.txt`, readable only by the server's user; returns the path. */
export function writeDemoCredentials(dataDir: string, credentials: DemoCredential[]): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DEMO_PASSWORDS_FILE);
  writeFileSync(file, `${formatDemoCredentials(credentials)}\n`, { mode: 0o600 });
  // mode applies only to a new file: a copy left from an earlier database keeps its old mode otherwise
  chmodSync(file, 0o600);
  return file;
}
