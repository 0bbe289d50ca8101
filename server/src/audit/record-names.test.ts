// The audit trail, readable (issue 28.5): the list answer names each entry's record from the trail itself (the
// row's own values, else the latest earlier entry of the same record), gives the id its link goes through, and the
// CSV export words the record type and summarises the change as the screen does.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  AUDIT_RECORD_TYPES,
  auditRecordPath,
  type AuditEntry,
  type AuditPage,
  type Role,
} from '@qms/shared-api/contract';
import { withTenant } from '../db/tenant';
import { impactAnalyses, impacts } from '../impact/schema';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { NOT_AUDITED, tenantTables } from '../../test/snapshot';

describe('audit trail: record names and links', () => {
  let t: TestContext;
  let a: TestTenant;

  before(async () => {
    t = await startTestApp();
    a = await createTenant(t.database, 'Names A');
  });
  after(() => t.close());

  const entriesOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await t.as(a.admin, {
      method: 'GET',
      url: `/qms-api/audit-trail?recordId=${encodeURIComponent(recordId)}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AuditPage).entries;
  };

  const role = { responsibility: 'checks', authority: '', requirements: '' };
  const put = async (id: string, payload: Record<string, unknown>) => {
    const response = await t.as(a.admin, { method: 'PUT', url: `/qms-api/roles/${id}`, payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Role;
  };

  it('has a word for every audited table (the one mapping the screen and the CSV share)', async () => {
    // tenants is audited without being a tenant table
    const audited = [...(await tenantTables(t.database)), 'tenants'].filter((x) => !NOT_AUDITED.test(x));
    assert.deepEqual(
      audited.filter((table) => !(table in AUDIT_RECORD_TYPES)),
      [],
      'add these tables to AUDIT_RECORD_TYPES (shared-api audit.records.ts)',
    );
  });

  it("names each entry's record as it was named at the time, also where the entry did not change the name", async () => {
    const created = (
      await t.as(a.admin, { method: 'POST', url: '/qms-api/roles', payload: { name: 'Auditor', ...role } })
    ).json() as Role;
    const touched = await put(created.id, {
      name: 'Auditor',
      ...role,
      responsibility: 'audits',
      dbVersion: created.dbVersion,
    });
    const renamed = await put(created.id, {
      name: 'Lead Auditor',
      ...role,
      responsibility: 'audits',
      dbVersion: touched.dbVersion,
    });
    assert.equal(renamed.name, 'Lead Auditor');
    await t.as(a.admin, { method: 'DELETE', url: `/qms-api/roles/${created.id}` });

    const entries = await entriesOf(created.id);
    assert.deepEqual(
      entries.map((e) => [e.action, e.recordName, e.recordParentId]),
      [
        ['DELETE', 'Lead Auditor', null],
        ['UPDATE', 'Lead Auditor', null],
        // changed only the responsibility: the name comes from the entry before
        ['UPDATE', 'Auditor', null],
        ['INSERT', 'Auditor', null],
      ],
    );
    assert.ok(!('name' in (entries[2]!.newValues ?? {})), 'that update did not record the name itself');
    assert.equal(auditRecordPath(entries[0]!), '/roles');
  });

  it("gives the id a record's link goes through, and no name to a record without one", async () => {
    const analysisId = await withTenant(t.database.db, a.tenantId, async (tx) => {
      const [row] = await tx
        .insert(impactAnalyses)
        .values({
          tenantId: a.tenantId,
          title: 'Rev. 4 → Rev. 5',
          regulationIdFrom: 'r4',
          regulationIdTo: 'r5',
        })
        .returning({ id: impactAnalyses.id });
      return row!.id;
    });
    const impactId = await withTenant(t.database.db, a.tenantId, async (tx) => {
      const [row] = await tx
        .insert(impacts)
        .values({ tenantId: a.tenantId, impactAnalysisId: analysisId, changeDescription: 'new clause' })
        .returning({ id: impacts.id });
      await tx.update(impacts).set({ changeDescription: 'clause rewritten' }).where(eq(impacts.id, row!.id));
      return row!.id;
    });

    const [update, insert] = await entriesOf(impactId);
    assert.equal(update!.action, 'UPDATE');
    assert.ok(!('impact_analysis_id' in (update!.newValues ?? {})));
    // the update did not carry the analysis id: it comes from the impact's insert entry
    assert.equal(update!.recordParentId, analysisId);
    assert.equal(insert!.recordParentId, analysisId);
    assert.equal(update!.recordName, null, 'an impact has no name');
    assert.equal(auditRecordPath(update!), `/impact-analysis/${analysisId}#impact=${impactId}`);

    const [analysis] = await entriesOf(analysisId);
    assert.equal(analysis!.recordName, 'Rev. 4 → Rev. 5');
    assert.equal(auditRecordPath(analysis!), `/impact-analysis/${analysisId}`);
  });

  it('names a user by their display name', async () => {
    const response = await t.as(a.admin, { method: 'GET', url: '/qms-api/audit-trail?table=users' });
    const users = (response.json() as AuditPage).entries;
    assert.ok(users.length > 0);
    const admin = users.find((e) => e.recordId === a.admin.userId);
    assert.equal(admin?.recordName, a.admin.userName);
    assert.equal(auditRecordPath(admin!), '/users');
  });

  it('the CSV export words the record type, names the record and summarises the change', async () => {
    const response = await t.as(a.admin, {
      method: 'GET',
      url: '/qms-api/audit-trail/export.csv?table=roles&action=UPDATE',
    });
    assert.equal(response.statusCode, 200);
    const [header, newest] = response.body.slice(1).split('\r\n');
    assert.ok(header!.includes('"Record type","Record name","Record ID","Change"'), header);
    assert.ok(newest!.includes('"UPDATE","Role","Lead Auditor",'), newest);
    assert.ok(newest!.includes('"name: Auditor → Lead Auditor"'), newest);
  });
});
