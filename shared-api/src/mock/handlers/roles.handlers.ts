import { http, HttpResponse } from 'msw';
import {
  Role,
  ROLE_CHANGED_BY_SOMEONE_ELSE,
  RoleIdParams,
  roleInUseMessage,
  roleNameTakenMessage,
  RoleUpdate,
  RoleWrite,
} from '../../templates/roles.contract';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson, validationMessage } from './util';

function parseWrite(body: unknown): { role: Omit<Role, 'id' | 'dbVersion'> } | { error: string } {
  const parsed = RoleWrite.safeParse(body);
  return parsed.success ? { role: parsed.data } : { error: validationMessage(parsed.error) };
}

function parseUpdate(body: unknown): { role: Omit<Role, 'id'> } | { error: string } {
  const parsed = RoleUpdate.safeParse(body);
  return parsed.success ? { role: parsed.data } : { error: validationMessage(parsed.error) };
}

function parseId(params: Record<string, unknown>): { id: string } | { error: string } {
  const parsed = RoleIdParams.safeParse(params);
  return parsed.success ? { id: parsed.data.id } : { error: validationMessage(parsed.error) };
}

/** The server's unique index: names are unique per tenant, ignoring case. */
function nameTaken(name: string, exceptId?: string): boolean {
  return getMockDb().roles.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase());
}

/** How often a role is assigned, as the server counts it (template versions; the mock has no process steps). */
function usageOf(id: string): { templates: number; steps: number } {
  const templates = getMockDb().templates.filter((t) => t.reviewerRoleId === id || t.releaserRoleId === id);
  return { templates: templates.length, steps: 0 };
}

/** /qms-api/roles with full CRUD on the in-memory store, validated by the same zod contract as the server. */
export const rolesHandlers = [
  http.get(qms('/roles'), () =>
    HttpResponse.json([...getMockDb().roles].sort((a, b) => a.name.localeCompare(b.name))),
  ),

  http.post(qms('/roles'), async ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const parsed = parseWrite(await readJson(request));
    if ('error' in parsed) return errorResponse(400, parsed.error);
    if (nameTaken(parsed.role.name)) return errorResponse(409, roleNameTakenMessage(parsed.role.name));
    const role: Role = { id: crypto.randomUUID(), ...parsed.role, dbVersion: 0 };
    getMockDb().roles.push(role);
    return HttpResponse.json(role, { status: 201 });
  }),

  http.put(qms('/roles/:id'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const id = parseId(params);
    if ('error' in id) return errorResponse(400, id.error);
    const parsed = parseUpdate(await readJson(request));
    if ('error' in parsed) return errorResponse(400, parsed.error);
    const roles = getMockDb().roles;
    const index = roles.findIndex((r) => r.id === id.id);
    if (index < 0) return errorResponse(404, `Role ${id.id} not found`);
    if (nameTaken(parsed.role.name, id.id)) return errorResponse(409, roleNameTakenMessage(parsed.role.name));
    // optimistic concurrency, as the server: only the version the client read may be overwritten
    if (roles[index]!.dbVersion !== parsed.role.dbVersion)
      return errorResponse(409, ROLE_CHANGED_BY_SOMEONE_ELSE);
    const role: Role = { id: id.id, ...parsed.role, dbVersion: parsed.role.dbVersion + 1 };
    roles[index] = role;
    return HttpResponse.json(role);
  }),

  http.delete(qms('/roles/:id'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const id = parseId(params);
    if ('error' in id) return errorResponse(400, id.error);
    const db = getMockDb();
    const role = db.roles.find((r) => r.id === id.id);
    if (!role) return errorResponse(404, `Role ${id.id} not found`);
    const usage = usageOf(role.id);
    if (usage.templates > 0 || usage.steps > 0) return errorResponse(409, roleInUseMessage(role.name, usage));
    db.roles = db.roles.filter((r) => r.id !== id.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
