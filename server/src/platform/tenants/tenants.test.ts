import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/tenant';
import type { ResetMail } from '../../plugins/link-mail';
import { openTestDatabase } from '../../../test/helpers';
import { createTenantWithAdmin, listTenants, TENANT_NAME_TAKEN, TenantInputError } from './tenants';

describe('operator command: tenants', () => {
  let database: Database;
  const sent: ResetMail[] = [];
  const mail = {
    mailer: { send: async (m: ResetMail) => (sent.push(m), { via: 'smtp' as const }) },
    publicUrl: 'http://qms.test',
  };
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('creates a tenant with an invited first admin and mails the invitation', async () => {
    const created = await createTenantWithAdmin(
      database.db,
      {
        name: 'Initech Medical',
        logo: {
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect onload="alert(2)"/></svg>',
          ),
          contentType: 'image/svg+xml',
        },
        admin: { email: 'Peter@Initech.example', displayName: 'Peter Gibbons' },
      },
      mail,
    );
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.to, 'peter@initech.example');
    assert.match(sent[0]!.link, /^http:\/\/qms\.test\/set-password\?token=[\w-]{43}$/);
    const [admin] = rowsOf<{ roles: string[]; invited: boolean; tenant: string }>(
      await database.db.execute(sql`select roles, invited_at is not null as invited, tenant_id::text as tenant
        from users where id = ${created.adminId}`),
    );
    assert.deepEqual(admin, { roles: ['QMS_ADMIN', 'QMS_VIEWER'], invited: true, tenant: created.tenantId });
    const [stored] = rowsOf<{ logo: string }>(
      await database.db.execute(
        sql`select convert_from(logo, 'UTF8') as logo from tenants where id = ${created.tenantId}`,
      ),
    );
    assert.match(stored!.logo, /<rect/);
    assert.doesNotMatch(stored!.logo, /script|onload|alert/);
    // its trail starts with the operator's rows and the invitation, never the link
    const trail = rowsOf<{ action: string; actor_name: string; new_values: unknown }>(
      await database.db.execute(sql`select action, actor_name, new_values from audit_trail
        where tenant_id = ${created.tenantId} order by seq`),
    );
    assert.ok(trail.some((e) => e.action === 'INVITATION_SENT' && e.actor_name === 'Operator'));
    assert.ok(!JSON.stringify(trail).includes(sent[0]!.link.split('=')[1]!));

    const listed = await listTenants(database.db);
    assert.ok(listed.some((t) => t.id === created.tenantId && t.name === 'Initech Medical' && t.users === 1));
  });

  it('refuses a second tenant of the same name (ignoring case) or an address that has an account', async () => {
    await assert.rejects(
      createTenantWithAdmin(
        database.db,
        { name: 'INITECH medical', admin: { email: 'other@initech.example', displayName: 'Other' } },
        mail,
      ),
      new TenantInputError(TENANT_NAME_TAKEN('INITECH medical')),
    );
    await assert.rejects(
      createTenantWithAdmin(
        database.db,
        { name: 'Initrode', admin: { email: 'peter@initech.example', displayName: 'Peter' } },
        mail,
      ),
      TenantInputError,
    );
    assert.ok(!(await listTenants(database.db)).some((t) => t.name === 'Initrode'), 'nothing left behind');
  });
});
