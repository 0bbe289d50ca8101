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
import { api, expectStatus } from './api';
import { newProcess } from './processes';

// Helpers of the change-control tests: users with passwords, a process with blocks, release calls. Used by the
// release, signature, audit and export tests alike.

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

/**
 * The people of a release test: the tenant's admin and viewer get PASSWORD, and a releaser (an admin, "Rita
 * Releaser") and an approver join the tenant.
 */
export async function releaseTeam(
  t: TestContext,
  tenant: TestTenant,
  approverName = 'Arno Approver',
): Promise<{ releaser: SessionUser; approver: SessionUser }> {
  await setPassword(t, tenant.admin);
  await setPassword(t, tenant.viewer);
  const releaser = await addUser(t, tenant, 'Rita Releaser', true);
  return { releaser, approver: await addUser(t, tenant, approverName) };
}

/** Starts the release of a process version as `user` (comment, expected decider, authors, approvers in `body`). */
export async function startRelease(
  t: TestContext,
  user: SessionUser,
  versionId: string,
  body: Record<string, unknown>,
): Promise<ChangeControlRelease> {
  return expectStatus<ChangeControlRelease>(await api(t, user, 'POST', cc(versionId, '/release'), body), 201);
}

export type ReleaseAction = 'approve' | 'decline' | 'revert' | 'complete' | 'cancel';

/**
 * One accepted decision of `user` on the version's running release. complete and cancel carry the release's
 * dbVersion, the others the user's own record's; all but revert and cancel are signed (PASSWORD with the e-mail, as
 * a first signature of a session needs). `body` adds to it or overrides it (the comment).
 */
export async function decide(
  t: TestContext,
  user: SessionUser,
  versionId: string,
  action: ReleaseAction,
  body: Record<string, unknown> = {},
): Promise<ChangeControlRelease> {
  const release = (await currentOf(t, user, versionId))!;
  const ofRelease = action === 'complete' || action === 'cancel';
  const signed = action !== 'revert' && action !== 'cancel';
  return expectStatus<ChangeControlRelease>(
    await api(t, user, 'PUT', cc(versionId, `/release/${action}`), {
      dbVersion: ofRelease ? release.dbVersion : recordOf(release, user).dbVersion,
      ...(signed ? { password: PASSWORD, email: user.email } : {}),
      ...body,
    }),
    200,
  );
}
