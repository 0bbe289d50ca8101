import { z } from 'zod';

/** Placeholder id of a role that is not saved yet: the form creates when it sees this id, else updates (spec 2 §4). */
export const NEW_ROLE_ID = 'NEW_ROLE_ID';
export const MIN_ONE_CHARACTER = 'Minimum 1 character';
export const ROLE_TEXT_MAX = 10_000;

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

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  responsibility: z.string(),
  authority: z.string(),
  requirements: z.string(),
  srId: z.string().nullable(),
});
export type Role = z.infer<typeof Role>;
export const RoleList = z.array(Role);

export const RoleIdParams = z.object({ id: z.uuid('Role id must be a UUID') });

/** Error texts of spec 2 §8. */
export const ROLE_MESSAGES = {
  fetch: "Roles couldn't be fetched. Please try again.",
  save: "Role couldn't be created/updated. Please try again.",
  delete: "Role couldn't be deleted. Please try again.",
} as const;
