// The audit trail, readable (issue 28.5 / 28 point 2 of the remaining work): the records that had only a word —
// releases, their participants and withdrawals, signatures, comments, files — and the tables of issue 29 name and
// link their records from the trail; and naming is linear in the entries of a record (ADR 0140's open point).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  auditRecordPath,
  auditRecordTypeLabel,
  type AuditEntry,
  type AuditPage,
} from '@qms/shared-api/contract';
import { withTenant, type Tx } from '../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { eachEntry } from './audit.repository';
import { RecordNames } from './record-names';

describe('audit trail: links of releases, signatures, comments, files and the training tables', () => {
  let t: TestContext;
  let a: TestTenant;

  before(async () => {
    t = await startTestApp();
    a = await createTenant(t.database, 'Links A');
  });
  after(() => t.close());

  /** An entry as the trigger writes it (the function the trigger calls), without the areas' tables. */
  const append = async (
    table: string,
    recordId: string,
    action: 'INSERT' | 'UPDATE' | 'DELETE',
    values: Record<string, unknown>,
    old: Record<string, unknown> | null = null,
  ) => {
    await t.database.db
      .execute(sql`select qms_audit_append(${a.tenantId}::uuid, ${table}, ${recordId}, ${action},
      ${old === null ? null : JSON.stringify(old)}::jsonb, ${action === 'DELETE' ? null : JSON.stringify(values)}::jsonb)`);
  };

  const entriesOf = async (table: string): Promise<AuditEntry[]> => {
    const response = await t.as(a.admin, {
      method: 'GET',
      url: `/qms-api/audit-trail?table=${table}&pageSize=100`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AuditPage).entries;
  };

  it('links a release, its participants and withdrawals to the released version, named by who took part', async () => {
    const [release, participant, signature, version] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await append('change_control_releases', release, 'INSERT', {
      artifact_type: 'SOP',
      artifact_version_id: version,
    });
    await append('change_control_releases', release, 'UPDATE', { state: 'COMPLETED' }, { state: 'RUNNING' });
    await append('change_control_participants', participant, 'INSERT', {
      release_id: release,
      user_display_name: 'Ann Approver',
    });
    // a decision records only what changed: name and link come from the insert, the version through the release
    await append(
      'change_control_participants',
      participant,
      'UPDATE',
      { decision: 'APPROVED' },
      { decision: 'OPEN' },
    );
    await append('change_control_withdrawals', signature, 'INSERT', {
      release_id: release,
      participant_id: participant,
      withdrawn_by_display_name: 'Ann Approver',
    });

    const releases = await entriesOf('change_control_releases');
    assert.deepEqual(
      releases.map((e) => [e.action, auditRecordPath(e)]),
      [
        ['UPDATE', `/processes/${version}`],
        ['INSERT', `/processes/${version}`],
      ],
    );
    const participants = await entriesOf('change_control_participants');
    assert.deepEqual(
      participants.map((e) => [e.action, e.recordName, auditRecordPath(e)]),
      [
        ['UPDATE', 'Ann Approver', `/processes/${version}`],
        ['INSERT', 'Ann Approver', `/processes/${version}`],
      ],
    );
    const [withdrawal] = await entriesOf('change_control_withdrawals');
    assert.equal(withdrawal!.recordName, 'Ann Approver');
    assert.equal(auditRecordPath(withdrawal!), `/processes/${version}`);
  });

  it('links a signature and a file to the document version, a comment to what was commented', async () => {
    const id = () => randomUUID() as string;
    const [signature, file, templateVersion, comment] = [id(), id(), id(), id()];
    const [impact, analysis, process, block] = [id(), id(), id(), id()];
    await append('electronic_signatures', signature, 'INSERT', {
      record_type: 'TEMPLATE',
      record_id: templateVersion,
      printed_name: 'Quinn Quality',
    });
    await append('file_storages', file, 'INSERT', {
      artifact_type: 'TEMPLATE',
      artifact_version_id: templateVersion,
      name: 'form.docx',
    });
    await append('comments', comment, 'INSERT', {
      ref_type: 'IMPACT',
      ref_id: impact,
      parent_ref_id: analysis,
      comment: 'check',
    });
    await append('comments', comment, 'UPDATE', { comment: 'checked' }, { comment: 'check' });
    const blockComment = randomUUID();
    await append('comments', blockComment, 'INSERT', {
      ref_type: 'SOP_BLOCK_ARTIFACT',
      ref_id: block,
      parent_ref_id: process,
    });
    await append(
      'comments',
      blockComment,
      'DELETE',
      {},
      { ref_type: 'SOP_BLOCK_ARTIFACT', ref_id: block, parent_ref_id: process },
    );

    const [signed] = await entriesOf('electronic_signatures');
    assert.deepEqual(
      [signed!.recordName, auditRecordPath(signed!)],
      ['Quinn Quality', `/templates/${templateVersion}`],
    );
    const [stored] = await entriesOf('file_storages');
    assert.deepEqual(
      [stored!.recordName, auditRecordPath(stored!)],
      ['form.docx', `/templates/${templateVersion}`],
    );
    const comments = await entriesOf('comments');
    assert.deepEqual(
      comments.map((e) => [e.action, auditRecordPath(e)]),
      [
        ['DELETE', `/processes/${process}/current`],
        ['INSERT', `/processes/${process}/current`],
        ['UPDATE', `/impact-analysis/${analysis}#impact=${impact}`],
        ['INSERT', `/impact-analysis/${analysis}#impact=${impact}`],
      ],
    );
  });

  it("words issue 29's tables: a role's holders link to the roles, a training assignment to its version", async () => {
    const [role, user, assignment, version] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await append('role_holders', `${role}/${user}`, 'INSERT', { role_id: role, user_id: user });
    await append(
      'change_control_settings',
      '',
      'UPDATE',
      { training_period_days: 7 },
      { training_period_days: 14 },
    );
    await append('training_assignments', assignment, 'INSERT', {
      artifact_type: 'SOP',
      artifact_version_id: version,
      user_id: user,
    });
    const [holder] = await entriesOf('role_holders');
    assert.deepEqual(
      [auditRecordTypeLabel(holder!.tableName), auditRecordPath(holder!)],
      ['Job role holder', '/roles'],
    );
    const [setting] = await entriesOf('change_control_settings');
    assert.deepEqual(
      [auditRecordTypeLabel(setting!.tableName), auditRecordPath(setting!)],
      ['Document control setting', null],
    );
    const [training] = await entriesOf('training_assignments');
    assert.equal(auditRecordTypeLabel(training!.tableName), 'Training assignment');
    assert.equal(auditRecordPath(training!), `/processes/${version}`);
  });

  it("reads a record's earlier entries once for the whole export, not once per entry", async () => {
    const role = randomUUID();
    await append('roles', role, 'INSERT', { name: 'Auditor', responsibility: 'r0' });
    // 120 changes that do not carry the name: each entry's name comes from the insert
    await t.database.db.execute(sql`select qms_audit_append(${a.tenantId}::uuid, 'roles', ${role}, 'UPDATE',
        jsonb_build_object('responsibility', 'r' || (n - 1)), jsonb_build_object('responsibility', 'r' || n))
      from generate_series(1, 120) n`);
    await append('roles', role, 'UPDATE', { name: 'Lead Auditor' }, { name: 'Auditor' });

    const { entries, statements, names } = await withTenant(t.database.db, a.tenantId, async (tx) => {
      let count = 0;
      const counted = new Proxy(tx, {
        get: (target, property, receiver) =>
          property === 'execute'
            ? (...args: Parameters<Tx['execute']>) => {
                count += 1;
                return target.execute(...args);
              }
            : Reflect.get(target, property, receiver),
      });
      const recordNames = new RecordNames(a.tenantId);
      const all: AuditEntry[] = [];
      const readIn = <T>(work: (tx: Tx) => Promise<T>) => work(counted);
      for await (const batch of eachEntry(readIn, a.tenantId, { recordId: role }, 10, recordNames))
        all.push(...batch);
      return { entries: all, statements: count, names: recordNames };
    });

    assert.equal(entries.length, 122);
    assert.equal(entries[0]!.recordName, 'Lead Auditor');
    assert.ok(
      entries.slice(1).every((e) => e.recordName === 'Auditor'),
      'named as at the time of each entry',
    );
    // one timeline read for the one record, whatever the number of its entries or of the batches (13)
    assert.equal(names.recordsLookedUp, 1);
    assert.equal(names.queries, 1);
    assert.equal(statements, 13 + 1, 'a statement per batch of entries, and one for the names');
  });
});
