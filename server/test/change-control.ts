import { sql } from 'drizzle-orm';
import {
  QMS_ADMIN,
  QMS_VIEWER,
  type ChangeControlRelease,
  type SessionUser,
  type SopDetailResponse,
} from '@qms/shared-api/contract';
import { users } from '../src/platform/schema';
import { hashPassword } from '../src/identity/passwords';
import type { TestContext, TestTenant } from './helpers';
import { api } from './api';
import { newProcess } from './processes';

// Helpers of the change-control tests: users with passwords, a process with blocks, release calls.

export const PASSWORD = 'Correct horse battery 1';
let hash: Promise<string> | undefined;

export async function setPassword(t: TestContext, user: SessionUser): Promise<void> {
  hash ??= hashPassword(PASSWORD);
  await t.database.db.execute(sql`update users set password_hash = ${await hash} where id = ${user.userId}`);
}

/** One more user of the tenant (with the password PASSWORD). */
export async function addUser(
  t: TestContext,
  tenant: TestTenant,
  name: string,
  admin = false,
): Promise<SessionUser> {
  const roles = admin ? [QMS_ADMIN, QMS_VIEWER] : [QMS_VIEWER];
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId: tenant.tenantId, email, displayName: name, initials: 'XX', roles })
    .returning({ id: users.id });
  const user = {
    userId: row!.id,
    email,
    userName: name,
    userInitials: 'XX',
    tenantId: tenant.tenantId,
    tenantName: tenant.name,
    roles,
  };
  await setPassword(t, user);
  return user;
}

/** Writes the process version's Change Description (a release completes only with one, issue 27.4). */
export async function describeChange(
  t: TestContext,
  admin: SessionUser,
  ids: { artifactId: string; versionId: string },
  text = 'Why this version: first issue',
): Promise<void> {
  const url = `/sops/${ids.artifactId}/versions/${ids.versionId}`;
  // spec 1 §7 reads a version under a fixed artifact segment
  const read = await api(t, admin, 'GET', `/sops/sop-artifact-uuid/versions/${ids.versionId}`);
  const { sop } = read.json() as SopDetailResponse;
  const r = await api(t, admin, 'PUT', url, { changeDescription: text, dbVersion: sop.dbVersion });
  if (r.statusCode !== 200) throw new Error(`change description: ${r.statusCode} ${r.body}`);
}

/** A DRAFT process with two blocks and a Change Description, made through the API. */
export async function processWithBlocks(t: TestContext, admin: SessionUser, name = 'Purchasing') {
  const sop = await newProcess(t, admin, { name });
  const url = `/sops/${sop.sopArtifact.artifactId}/versions/${sop.sop.versionId}`;
  for (const blockName of ['Order goods', 'Check delivery']) {
    const r = await api(t, admin, 'POST', `${url}/blocks`, { block: { type: 'TIPTAP', name: blockName } });
    if (r.statusCode !== 201) throw new Error(`block: ${r.statusCode} ${r.body}`);
  }
  const ids = { artifactId: sop.sopArtifact.artifactId, versionId: sop.sop.versionId };
  await describeChange(t, admin, ids);
  return ids;
}

export const cc = (versionId: string, suffix = '') => `/sops/v/${versionId}/change-control${suffix}`;

export async function currentOf(t: TestContext, user: SessionUser, versionId: string) {
  const r = await api(t, user, 'GET', cc(versionId, '/release'));
  return (r.json() as { release: ChangeControlRelease | null }).release;
}

/** The user's own record in the release (authors first). */
export const recordOf = (release: ChangeControlRelease, user: SessionUser) =>
  release.authors.find((p) => p.userId === user.userId) ??
  release.approvers.find((p) => p.userId === user.userId)!;
