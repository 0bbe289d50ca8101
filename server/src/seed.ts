import { count } from 'drizzle-orm';
import { QMS_ADMIN, QMS_VIEWER } from '@qms/shared-api/contract';
import type { Db } from './db/database';
import { roles, tenants, users } from './db/schema/index';
import { hashPassword } from './identity/index';

/** Acme's logo; Globex has none, so the header's initials fallback is visible in the demo. */
export const ACME_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect width="160" height="48" rx="8" fill="#0b7285"/>
<path d="M14 36 L26 12 L38 36 Z" fill="#fff"/>
<text x="48" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff">ACME MD</text>
</svg>`;

interface DemoUser {
  email: string;
  password: string;
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
        password: 'AcmeAdmin!2026',
        displayName: 'Anna Admin',
        initials: 'AA',
        roles: [QMS_ADMIN, QMS_VIEWER],
      },
      {
        email: 'viewer@acme.example',
        password: 'AcmeViewer!2026',
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
        password: 'GlobexAdmin!2026',
        displayName: 'Greta Admin',
        initials: 'GA',
        roles: [QMS_ADMIN, QMS_VIEWER],
      },
      {
        email: 'viewer@globex.example',
        password: 'GlobexViewer!2026',
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

/**
 * The demo's passwords are published, so they must never become real admin accounts on a production database:
 * seed by default only the embedded PGlite; on PostgreSQL only when QMS_SEED_DEMO=true. QMS_SEED_DEMO=false
 * turns it off on PGlite too. (seedDemo itself still only touches an empty database.)
 */
export function shouldSeedDemo(kind: 'pglite' | 'postgres', setting: boolean | undefined): boolean {
  return setting ?? kind === 'pglite';
}

/**
 * Seeds the demo into an EMPTY database only (no tenants yet), so a restart never resets or duplicates data.
 * Runs as the connecting role (system work, outside any tenant transaction). Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if (Number(existing?.n ?? 0) > 0) return false;
  const hashed = await Promise.all(
    DEMO_TENANTS.map((t) => Promise.all(t.users.map((u) => hashPassword(u.password)))),
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
  return true;
}
