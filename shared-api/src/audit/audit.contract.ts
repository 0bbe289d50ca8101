import { z } from 'zod';

/** Actions of the audit trail: the row changes the database records, and the identity provider's auth events. */
const AUDIT_ROW_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const AUDIT_AUTH_ACTIONS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET_COMPLETED',
  // the Users page (issue 12): an admin sent a link; the invited user set their password
  'INVITATION_SENT',
  'INVITATION_ACCEPTED',
  'PASSWORD_RESET_SENT',
  // electronic signatures (21 CFR Part 11 §11.300(d)): a wrong password or e-mail in a signature dialog, and the
  // report to the tenant's admins when repeated failures lock the signer out
  'SIGNATURE_FAILED',
  'SIGNATURE_ATTEMPTS_REPORTED',
] as const;
export const AuditAction = z.enum([...AUDIT_ROW_ACTIONS, ...AUDIT_AUTH_ACTIONS]);
export type AuditAction = z.infer<typeof AuditAction>;

/** One trail entry (21 CFR Part 11 §11.10(e)): who, when, what, from what to what, why. */
export const AuditEntry = z.object({
  /** the entry's number: rising in the order entries were written (shared by all tenants, so not gap-free) */
  seq: z.number().int().positive(),
  /** database clock, UTC, ISO 8601 */
  occurredAt: z.string(),
  /** the table (record type), or `auth` for sign-in events */
  tableName: z.string(),
  recordId: z.string(),
  /**
   * the record's name (a role's name, a template's, an impact analysis' title…) as the trail last recorded it up to
   * this entry; null for records without a name (see AUDIT_RECORD_TYPES)
   */
  recordName: z.string().nullable(),
  /** the id of the record this one is filed under where its link needs it (a gap entry's regulation…), else null */
  recordParentId: z.string().nullable(),
  action: z.string(),
  /** for an update only the changed columns; secrets show as "***" */
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
  /** a user id, or `system` for the server's own writes (seed, migrations, sync) */
  actorId: z.string(),
  actorName: z.string(),
  requestId: z.string().nullable(),
  reason: z.string().nullable(),
  /** the entry's place in the tenant's hash chain (1, 2, 3 … without gaps); null: not yet sealed (ADR 0163) */
  chainPosition: z.number().int().positive().nullable(),
  /** SHA-256 over the entry and its predecessor's hash; null until the sealer chains it, seconds after commit */
  hash: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date or time (ISO 8601)');

/** Filters of GET /qms-api/audit-trail and its CSV export. */
export const AuditFilter = z.object({
  recordId: z.string().trim().min(1).max(200).optional(),
  table: z.string().trim().min(1).max(100).optional(),
  /** the actor's user id or part of the actor's name (case-insensitive) */
  user: z.string().trim().min(1).max(200).optional(),
  action: AuditAction.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilter>;

const AUDIT_PAGE_SIZE_MAX = 200;
export const AuditQuery = AuditFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});
/** What a client sends (page 1-based). */
export type AuditQuery = AuditFilter & { page?: number; pageSize?: number };

/** A page of entries, newest first (how many match: AuditCount, asked once per filter). */
export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/**
 * How many entries match the filters. Asked once per filter, not with every page: on a trail of a million entries
 * a page is read in milliseconds, the count in a tenth of a second or more (it reads every matching entry).
 */
export const AuditCount = z.object({ total: z.number().int().nonnegative() });
export type AuditCount = z.infer<typeof AuditCount>;

/**
 * Result of recomputing a tenant's chain of sealed entries; `firstBroken` names the first entry that does not fit
 * (its seq; for entries removed from the end, the chain's last entry).
 */
export const AuditVerification = z.object({
  valid: z.boolean(),
  /** sealed entries checked */
  checked: z.number().int().nonnegative(),
  /** seq of the last sealed entry (0: none) */
  lastSeq: z.number().int().nonnegative(),
  /** entries written but not yet sealed: not checked, and no sign of tampering (sealed within seconds) */
  unsealed: z.number().int().nonnegative(),
  firstBroken: z
    .object({
      seq: z.number().int().nonnegative(),
      problem: z.string(),
    })
    .nullable(),
});
export type AuditVerification = z.infer<typeof AuditVerification>;
