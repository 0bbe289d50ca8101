import { sql } from 'drizzle-orm';
import { initialsOf, QMS_ADMIN, QMS_VIEWER } from '@qms/shared-api/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/tenant';
import { sanitizeSvg } from '../../http/sanitize';
import { hashToken, INVITATION_TTL_MS, newLinkToken, type ResetMailer } from '../../plugins/link-mail';
import { isCanonicalEmail, normaliseEmail } from '../users/email';

// The operator's side of tenants (README "Operations"): create a tenant with its first admin, list tenants.
// System work as the connecting role; the new rows still enter the new tenant's audit trail (actor "Operator").

export const TENANT_NAME_TAKEN = (name: string) => `A tenant named "${name}" already exists.`;
export const ADMIN_EMAIL_TAKEN = (email: string) => `A user with the e-mail address ${email} already exists.`;

export interface NewTenant {
  name: string;
  logo?: { data: Buffer; contentType: string };
  admin: { email: string; displayName: string };
}

export interface TenantSummary {
  id: string;
  name: string;
  users: number;
  activeAdmins: number;
  createdAt: string;
}

export class TenantInputError extends Error {}

/** An SVG logo is sanitised like every SVG the suite stores (it is shown on every page of the tenant). */
function safeLogo(logo: { data: Buffer; contentType: string }): { data: Buffer; contentType: string } {
  if (logo.contentType !== 'image/svg+xml') return logo;
  return { ...logo, data: Buffer.from(sanitizeSvg(logo.data.toString('utf8')), 'utf8') };
}

/** Content type of a logo file by its extension; other formats are refused. */
export function logoContentType(file: string): string {
  const ext = file.toLowerCase().split('.').pop();
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
  };
  const type = ext ? types[ext] : undefined;
  if (!type) throw new TenantInputError('The logo must be an .svg, .png, .jpg or .webp file.');
  return type;
}

/**
 * Creates the tenant and its first admin (QMS_ADMIN + QMS_VIEWER, status invited) and mails the admin an
 * invitation with a single-use set-password link. One transaction: a refused name or address, or a mail that
 * cannot be sent, leaves nothing behind. Tenant names are unique ignoring case (checked under a lock here: the
 * tenants of an external Keycloak are named by its tokens, so the table itself does not enforce it).
 */
export async function createTenantWithAdmin(
  db: Db,
  input: NewTenant,
  mail: { mailer: Pick<ResetMailer, 'send'>; publicUrl: string; now?: Date },
): Promise<{ tenantId: string; adminId: string }> {
  const name = input.name.trim();
  const displayName = input.admin.displayName.trim();
  if (!name || name.length > 200)
    throw new TenantInputError('The tenant name must have 1 to 200 characters.');
  if (!displayName) throw new TenantInputError('The admin needs a display name.');
  if (!isCanonicalEmail(input.admin.email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.admin.email.trim()))
    throw new TenantInputError('This is not a valid e-mail address.');
  const email = normaliseEmail(input.admin.email);
  const now = mail.now ?? new Date();
  const logo = input.logo && safeLogo(input.logo);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7162415, 0)`);
    const taken = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from tenants where lower(name) = lower(${name})`),
    );
    if (taken.length > 0) throw new TenantInputError(TENANT_NAME_TAKEN(name));
    const emailTaken = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from users where lower(email) = lower(${email})
                             and (password_hash is not null or invited_at is not null)`),
    );
    if (emailTaken.length > 0) throw new TenantInputError(ADMIN_EMAIL_TAKEN(email));
    const [tenant] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into tenants (name, logo, logo_content_type)
        values (${name}, ${logo?.data ?? null}, ${logo?.contentType ?? null}) returning id`),
    );
    const tenantId = tenant!.id;
    // the trail of the new tenant names the operator as the actor of its first rows
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true),
      set_config('app.user_id', 'operator', true), set_config('app.user_name', 'Operator', true)`);
    const [admin] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into users (tenant_id, email, display_name, initials, roles, invited_at)
        values (${tenantId}, ${email}, ${displayName}, ${initialsOf(displayName)},
                ${`{${QMS_ADMIN},${QMS_VIEWER}}`}::text[], ${now.toISOString()}::timestamptz)
        returning id`),
    );
    const token = newLinkToken();
    await tx.execute(sql`select qms_issue_user_link(${admin!.id}::uuid, ${hashToken(token)}, 'invitation',
      ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + INVITATION_TTL_MS).toISOString()}::timestamptz)`);
    await mail.mailer.send(
      {
        to: email,
        name: displayName,
        link: `${mail.publicUrl}/set-password?token=${token}`,
        kind: 'invitation',
        invitedBy: 'The operator',
        tenantName: name,
      },
      now,
    );
    return { tenantId, adminId: admin!.id };
  });
}

export async function listTenants(db: Db): Promise<TenantSummary[]> {
  const rows = rowsOf<TenantSummary & { createdAt: Date | string }>(
    await db.execute(sql`
      select t.id::text as id, t.name, t.created_at as "createdAt",
             (select count(*)::int from users u where u.tenant_id = t.id) as users,
             (select count(*)::int from users u where u.tenant_id = t.id and ${QMS_ADMIN} = any(u.roles)
                and u.disabled_at is null and (u.invited_at is null or u.password_set_at is not null))
               as "activeAdmins"
        from tenants t order by lower(t.name)`),
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** Every tenant's id: system work that visits each tenant in its own transaction (the training mail sweep). */
export async function allTenantIds(db: Db): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(sql`select id::text as id from tenants order by id`)).map(
    (row) => row.id,
  );
}
