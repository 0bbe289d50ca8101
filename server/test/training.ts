import { and, eq, sql } from 'drizzle-orm';
import type { MyTraining, Role, SessionUser, SopBlock, SopDetailResponse } from '@qms/shared-api/contract';
import { roleHolders } from '../src/templates/schema';
import type { TestContext, TestTenant } from './helpers';
import { api, expectStatus } from './api';
import { decide, describeChange, PASSWORD, startRelease } from './change-control';
import { newProcess, versionUrl } from './processes';

// Helpers of the training tests (issue 29.3, 29.4). Job-role holders are written as rows here: their routes are
// another feature's (templates/role-holders).

export async function newRole(t: TestContext, admin: SessionUser, name: string): Promise<Role> {
  return expectStatus<Role>(await api(t, admin, 'POST', '/roles', { name }), 201);
}

export async function holdRole(t: TestContext, tenant: TestTenant, role: Role, ...holders: SessionUser[]) {
  for (const user of holders) {
    await t.database.db
      .insert(roleHolders)
      .values({ tenantId: tenant.tenantId, roleId: role.id, userId: user.userId })
      .onConflictDoNothing();
  }
}

export async function dropRole(t: TestContext, tenant: TestTenant, role: Role, user: SessionUser) {
  await t.database.db
    .delete(roleHolders)
    .where(
      and(
        eq(roleHolders.tenantId, tenant.tenantId),
        eq(roleHolders.roleId, role.id),
        eq(roleHolders.userId, user.userId),
      ),
    );
}

export async function disableUser(t: TestContext, user: SessionUser) {
  await t.database.db.execute(sql`update users set disabled_at = now() where id = ${user.userId}`);
}

/** A DRAFT process (through the API) whose steps name the given roles (a TIPTAP block too), with a description. */
export async function processWithSteps(
  t: TestContext,
  admin: SessionUser,
  name: string,
  stepRoles: (Role | null)[],
) {
  const sop = await newProcess(t, admin, { name });
  for (const [i, role] of stepRoles.entries()) {
    await expectStatus(
      await api(t, admin, 'POST', `${versionUrl(sop)}/blocks`, {
        block: { type: 'STEP', name: `Step ${i + 1}`, roleId: role?.id ?? null },
      }),
      201,
    );
  }
  await expectStatus(
    await api(t, admin, 'POST', `${versionUrl(sop)}/blocks`, { block: { type: 'TIPTAP', name: 'Notes' } }),
    201,
  );
  const ids = { artifactId: sop.sopArtifact.artifactId, versionId: sop.sop.versionId };
  await describeChange(t, admin, ids);
  return ids;
}

/** The version as the API reads it. */
export async function versionDetail(t: TestContext, user: SessionUser, versionId: string) {
  const r = await api(t, user, 'GET', `/sops/sop-artifact-uuid/versions/${versionId}`);
  return expectStatus<SopDetailResponse>(r, 200).sop;
}

/** Starts, approves (by `admin`, the author) and completes (by `releaser`, signed) the release of the version. */
export async function releaseVersion(
  t: TestContext,
  admin: SessionUser,
  releaser: SessionUser,
  versionId: string,
  extraTraineeIds: string[] = [],
) {
  await startRelease(t, admin, versionId, {
    comment: 'Release',
    expectedDecider: releaser.userId,
    authorUserIds: [admin.userId],
  });
  await decide(t, admin, versionId, 'approve', { comment: 'ok' });
  return decide(t, releaser, versionId, 'complete', { extraTraineeIds });
}

/** A new DRAFT version of the released process (its blocks UNCHANGED), with a Change Description. */
export async function newVersion(t: TestContext, admin: SessionUser, artifactId: string) {
  const created = await api(t, admin, 'POST', `/sops/${artifactId}/versions`);
  const { versionId } = expectStatus<{ versionId: string }>(created, 201);
  await describeChange(t, admin, { artifactId, versionId }, 'Next issue');
  return { artifactId, versionId };
}

/** Changes one block of a version (its state becomes UPDATED on a new version). */
export async function editBlock(
  t: TestContext,
  admin: SessionUser,
  ids: { artifactId: string; versionId: string },
  block: SopBlock,
  fields: Record<string, unknown>,
) {
  const url = `/sops/${ids.artifactId}/versions/${ids.versionId}/blocks/${block.artifactId}/versions/${block.versionId}`;
  await expectStatus(await api(t, admin, 'PUT', url, { ...fields, dbVersion: block.dbVersion }), 200);
}

/** Changes the version's purpose (its description). */
export async function setPurpose(
  t: TestContext,
  admin: SessionUser,
  ids: { artifactId: string; versionId: string },
  description: string,
) {
  const sop = await versionDetail(t, admin, ids.versionId);
  const url = `/sops/${ids.artifactId}/versions/${ids.versionId}`;
  await expectStatus(await api(t, admin, 'PUT', url, { description, dbVersion: sop.dbVersion }), 200);
}

export async function myTrainingsOf(t: TestContext, user: SessionUser): Promise<MyTraining[]> {
  return expectStatus<MyTraining[]>(await api(t, user, 'GET', '/my-trainings'), 200);
}

/** The signed 'Read and understood' of the training, as its assignee. */
export function confirmTraining(t: TestContext, user: SessionUser, training: MyTraining, body = {}) {
  return api(t, user, 'POST', `/trainings/${training.id}/confirm`, {
    dbVersion: training.dbVersion,
    password: PASSWORD,
    email: user.email,
    ...body,
  });
}
