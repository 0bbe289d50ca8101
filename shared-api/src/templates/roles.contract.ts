import { z } from 'zod';

/** Placeholder id of a role that is not saved yet: the form creates when it sees this id, else updates (spec 2 §4). */
export const NEW_ROLE_ID = 'NEW_ROLE_ID';
export const MIN_ONE_CHARACTER = 'Minimum 1 character';
const ROLE_TEXT_MAX = 10_000;

export const RoleWrite = z.object({
  name: z.string().trim().min(1, MIN_ONE_CHARACTER).max(200, 'Maximum 200 characters'),
  responsibility: z.string().max(ROLE_TEXT_MAX).default(''),
  authority: z.string().max(ROLE_TEXT_MAX).default(''),
  /** competence requirements */
  requirements: z.string().max(ROLE_TEXT_MAX).default(''),
  /** link to a role of the standards service */
  srId: z.string().max(100).nullable().default(null),
});
export type RoleWrite = z.input<typeof RoleWrite>;

/** The row version a client read; an update names it, and a mismatch is a 409 (optimistic concurrency). */
const DbVersion = z.number().int().nonnegative();

/** PUT /roles/:id: the fields plus the `dbVersion` the client last read. */
export const RoleUpdate = RoleWrite.extend({ dbVersion: DbVersion });
export type RoleUpdate = z.input<typeof RoleUpdate>;

/** 409 of an update whose `dbVersion` is no longer the stored one: someone else saved in between. */
export const ROLE_CHANGED_BY_SOMEONE_ELSE =
  'This role was changed by someone else. Reload to see the change.';

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  responsibility: z.string(),
  authority: z.string(),
  requirements: z.string(),
  srId: z.string().nullable(),
  /** bumped by every update; sent back with the next update */
  dbVersion: DbVersion,
});
export type Role = z.infer<typeof Role>;
export const RoleList = z.array(Role);
export type RoleList = z.infer<typeof RoleList>;

export const RoleIdParams = z.object({ id: z.uuid('Role id must be a UUID') });

/** 409 of a create or rename onto a name the tenant already uses (ignoring case). */
export const roleNameTakenMessage = (name: string): string => `A role named "${name}" already exists.`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 409 of deleting a role that templates or process steps still use (spec 2; ADR 0017). */
export function roleInUseMessage(name: string, usage: { templates: number; steps: number }): string {
  const uses = [
    usage.templates > 0 ? plural(usage.templates, 'template version', 'template versions') : undefined,
    usage.steps > 0 ? plural(usage.steps, 'process step', 'process steps') : undefined,
  ].filter(Boolean);
  return `The role "${name}" is still assigned to ${uses.join(' and ')}. Remove these assignments before deleting the role.`;
}
