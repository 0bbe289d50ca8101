import { http, HttpResponse } from 'msw';
import { RoleIdParams } from '../../templates/roles.contract';
import {
  JobRolesUpdate,
  JobRoleUserParams,
  RoleHoldersUpdate,
  type JobRoleHolding,
  type RoleHolders,
} from '../../templates/role-holders.contract';
import { ROLE_HOLDER_ERRORS as E } from '../../templates/role-holders.messages';
import { USER_NOT_FOUND } from '../../platform/users.contract';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson, validationMessage } from './util';

// Job-role holders in the mock (issue 29.1), with the server's rules: users of the directory only, a holder change
// bumps the role's dbVersion, a stale one is a 409. The mock directory has no disabled users.

const roleNotFound = (id: string) => errorResponse(404, `Role ${id} not found`);

function holdersOf(roleId: string): RoleHolders | undefined {
  const db = getMockDb();
  const role = db.roles.find((r) => r.id === roleId);
  if (!role) return undefined;
  const holders = db.roleHolders
    .filter((h) => h.roleId === roleId)
    .flatMap((h) => {
      const user = db.users.find((u) => u.userId === h.userId);
      return user
        ? [
            {
              userId: user.userId,
              displayName: user.displayName,
              email: user.email,
              disabled: false,
              assignedAt: h.assignedAt,
            },
          ]
        : [];
    })
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  return { roleId, dbVersion: role.dbVersion, holders };
}

function jobRolesOf(userId: string): JobRoleHolding {
  const roleIds = getMockDb()
    .roleHolders.filter((h) => h.userId === userId)
    .map((h) => h.roleId)
    .sort();
  return { userId, roleIds };
}

/** Applies the change and bumps each changed role's dbVersion, as the server does. */
function apply(added: { roleId: string; userId: string }[], removed: { roleId: string; userId: string }[]) {
  const db = getMockDb();
  const assignedAt = new Date().toISOString();
  db.roleHolders = [
    ...db.roleHolders.filter((h) => !removed.some((r) => r.roleId === h.roleId && r.userId === h.userId)),
    ...added.map((h) => ({ ...h, assignedAt })),
  ];
  for (const roleId of new Set([...added, ...removed].map((h) => h.roleId))) {
    const role = db.roles.find((r) => r.id === roleId);
    if (role) role.dbVersion += 1;
  }
}

export const roleHoldersHandlers = [
  http.get(qms('/roles/:id/holders'), ({ params }) => {
    const id = RoleIdParams.safeParse(params);
    if (!id.success) return errorResponse(400, validationMessage(id.error));
    const holders = holdersOf(id.data.id);
    return holders ? HttpResponse.json(holders) : roleNotFound(id.data.id);
  }),

  http.put(qms('/roles/:id/holders'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const id = RoleIdParams.safeParse(params);
    if (!id.success) return errorResponse(400, validationMessage(id.error));
    const body = RoleHoldersUpdate.safeParse(await readJson(request));
    if (!body.success) return errorResponse(400, validationMessage(body.error));
    const current = holdersOf(id.data.id);
    if (!current) return roleNotFound(id.data.id);
    if (current.dbVersion !== body.data.dbVersion) return errorResponse(409, E.changed);
    const db = getMockDb();
    const held = new Set(current.holders.map((h) => h.userId));
    const added = body.data.userIds.filter((u) => !held.has(u));
    if (added.some((u) => !db.users.some((d) => d.userId === u))) return errorResponse(400, E.unknownUser);
    const removed = [...held].filter((u) => !body.data.userIds.includes(u));
    apply(
      added.map((userId) => ({ roleId: id.data.id, userId })),
      removed.map((userId) => ({ roleId: id.data.id, userId })),
    );
    return HttpResponse.json(holdersOf(id.data.id));
  }),

  http.get(qms('/job-roles'), () => {
    const users = [...new Set(getMockDb().roleHolders.map((h) => h.userId))].sort();
    return HttpResponse.json(users.map(jobRolesOf));
  }),

  http.get(qms('/job-roles/:userId'), ({ params }) => {
    const user = JobRoleUserParams.safeParse(params);
    if (!user.success) return errorResponse(400, validationMessage(user.error));
    if (!getMockDb().users.some((u) => u.userId === user.data.userId))
      return errorResponse(404, USER_NOT_FOUND);
    return HttpResponse.json(jobRolesOf(user.data.userId));
  }),

  http.put(qms('/job-roles/:userId'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const user = JobRoleUserParams.safeParse(params);
    if (!user.success) return errorResponse(400, validationMessage(user.error));
    const body = JobRolesUpdate.safeParse(await readJson(request));
    if (!body.success) return errorResponse(400, validationMessage(body.error));
    const db = getMockDb();
    const userId = user.data.userId;
    if (!db.users.some((u) => u.userId === userId)) return errorResponse(404, USER_NOT_FOUND);
    const held = new Set(jobRolesOf(userId).roleIds);
    const added = body.data.roleIds.filter((r) => !held.has(r));
    const removed = [...held].filter((r) => !body.data.roleIds.includes(r));
    if (added.some((r) => !db.roles.some((role) => role.id === r))) return errorResponse(400, E.unknownRole);
    const read = new Map(body.data.roleVersions.map((v) => [v.roleId, v.dbVersion]));
    for (const roleId of [...added, ...removed]) {
      const role = db.roles.find((r) => r.id === roleId);
      if (role && read.get(roleId) !== role.dbVersion) return errorResponse(409, E.jobRolesChanged);
    }
    apply(
      added.map((roleId) => ({ roleId, userId })),
      removed.map((roleId) => ({ roleId, userId })),
    );
    return HttpResponse.json(jobRolesOf(userId));
  }),
];
