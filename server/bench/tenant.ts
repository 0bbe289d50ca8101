import { sql } from 'drizzle-orm';
import { QMS_ADMIN, QMS_VIEWER } from '@qms/shared-api/contract';
import type { Db } from '../src/db/database';
import { tenants, users } from '../src/platform/schema';
import { rowsOf } from '../src/db/tenant';
import { hashPassword } from '../src/identity/passwords';

export interface BenchTenant {
  tenantName: string;
  adminEmail: string;
  password: string;
}

/**
 * For `pnpm bench` (e2e/bench): a tenant of its own with one admin who signs in with `password`, so a figure's data
 * never mixes with the demo tenants'. Owner connection with the server stopped. A tenant of that name that exists
 * is left as it is (a kept PostgreSQL bench database has it from an earlier run): `created` says which.
 */
export async function benchTenant(db: Db, o: BenchTenant): Promise<{ tenantId: string; created: boolean }> {
  const existing = rowsOf<{ id: string }>(
    await db.execute(sql`select id from tenants where name = ${o.tenantName}`),
  )[0];
  if (existing) return { tenantId: existing.id, created: false };
  const [tenant] = await db.insert(tenants).values({ name: o.tenantName }).returning({ id: tenants.id });
  await db.insert(users).values({
    tenantId: tenant!.id,
    email: o.adminEmail,
    displayName: 'Bench Admin',
    initials: 'BA',
    roles: [QMS_ADMIN, QMS_VIEWER],
    passwordHash: await hashPassword(o.password),
  });
  return { tenantId: tenant!.id, created: true };
}
