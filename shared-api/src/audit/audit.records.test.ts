import {
  AUDIT_RECORD_TYPES,
  auditChangeSummary,
  auditRecordPath,
  auditRecordTypeLabel,
} from './audit.records';

const update = (
  tableName: string,
  oldValues: Record<string, unknown>,
  newValues: Record<string, unknown>,
) => ({
  tableName,
  action: 'UPDATE',
  oldValues,
  newValues,
});

describe('audit record types', () => {
  it('words a table, and a table added since as its name in words', () => {
    expect(auditRecordTypeLabel('roles')).toBe('Role');
    expect(auditRecordTypeLabel('template_contents')).toBe('Template content');
    expect(auditRecordTypeLabel('qms_requirements')).toBe('Gap entry');
    expect(auditRecordTypeLabel('capa_actions')).toBe('Capa actions');
  });

  it('gives every word once, so the Record type filter has no two alike', () => {
    const labels = Object.values(AUDIT_RECORD_TYPES).map((type) => type.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('links a record to its screen, through its parent where needed, and not at all when the parent is unknown', () => {
    const ref = (tableName: string, recordId: string, recordParentId: string | null = null) =>
      auditRecordPath({ tableName, recordId, recordParentId });
    expect(ref('sop_versions', 'v1')).toBe('/processes/v1');
    expect(ref('templates', 't1')).toBe('/templates/t1');
    expect(ref('sop_blocks', 'v1/b1')).toBe('/processes/v1');
    expect(ref('qms_requirements', 'q1', 'iso 13485')).toBe(
      '/sr-list/iso%2013485#requirement-id=iso%2013485---q1',
    );
    expect(ref('qms_requirements', 'q1')).toBeNull();
    expect(ref('impacts', 'i1', 'a1')).toBe('/impact-analysis/a1#impact=i1');
    expect(ref('comments', 'c1')).toBeNull();
    // a document version's link needs its type and id; a comment's, what was commented and its parent
    expect(ref('electronic_signatures', 's1', 'TEMPLATE/v2')).toBe('/templates/v2');
    expect(ref('change_control_releases', 'r1', 'SOP/v1')).toBe('/processes/v1');
    expect(ref('change_control_reviews', 'w1', 'TEMPLATE/v3')).toBe('/templates/v3');
    expect(ref('file_storages', 'f1', 'OTHER/v1')).toBeNull();
    expect(ref('comments', 'c1', 'SOP_BLOCK_ARTIFACT/b1/p1')).toBe('/processes/p1/current');
    expect(ref('comments', 'c1', 'IMPACT/i1/a1')).toBe('/impact-analysis/a1#impact=i1');
    expect(ref('comments', 'c1', 'IMPACT/i1/')).toBeNull();
    expect(ref('role_holders', 'r1/u1')).toBe('/roles');
    expect(ref('capa_actions', 'x')).toBeNull();
  });
});

describe('auditChangeSummary', () => {
  it('says "field: Before → After", the name first, bookkeeping left out', () => {
    expect(
      auditChangeSummary(update('roles', { name: 'A', db_version: 1 }, { name: 'B', db_version: 2 })),
    ).toBe('name: A → B');
    expect(
      auditChangeSummary(
        update(
          'roles',
          { responsibility: 'x', name: 'A', authority: 'p' },
          { responsibility: 'y', name: 'B', authority: 'q' },
        ),
      ),
    ).toBe('name: A → B; authority: p → q +1 more');
  });

  it('shows empty and missing values as a dash, shortens long ones to one line', () => {
    const long = `${'word '.repeat(20)}\nend`;
    const summary = auditChangeSummary(update('roles', { description: '' }, { description: long }));
    expect(summary.startsWith('description: – → word word')).toBe(true);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).not.toContain('\n');
    expect(auditChangeSummary(update('sop_versions', { product_ids: ['a'] }, { product_ids: [] }))).toBe(
      'product_ids: ["a"] → []',
    );
  });

  it('still says what an update changed when it only bumped the bookkeeping', () => {
    expect(auditChangeSummary(update('roles', { db_version: 1 }, { db_version: 2 }))).toBe(
      'db_version: 1 → 2',
    );
  });

  it('says Created and Deleted for a row, and the details of a sign-in event', () => {
    expect(
      auditChangeSummary({ tableName: 'roles', action: 'INSERT', oldValues: null, newValues: { name: 'A' } }),
    ).toBe('Created');
    expect(
      auditChangeSummary({ tableName: 'roles', action: 'DELETE', oldValues: { name: 'A' }, newValues: null }),
    ).toBe('Deleted');
    expect(
      auditChangeSummary({
        tableName: 'auth',
        action: 'SIGN_IN_FAILED',
        oldValues: null,
        newValues: { clientIp: '10.0.0.1', outcome: 'failure', sessionId: 's1' },
      }),
    ).toBe('outcome: failure; clientIp: 10.0.0.1 +1 more');
  });
});
