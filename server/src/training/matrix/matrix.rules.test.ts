import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TrainingMatrixProcess } from '@qms/shared-api/contract';
import type { MatrixAssignment } from './matrix.repository';
import { cellOf, matchesStatus, processColumns, type ReleasedVersion } from './matrix.rules';

const version = (v: number, overrides: Partial<ReleasedVersion> = {}): ReleasedVersion => ({
  artifactId: 'a',
  versionId: `v${v}`,
  version: v,
  name: `Name ${v}`,
  releaseState: 'OBSOLETE',
  effectiveDate: null,
  ...overrides,
});

const assignment = (v: number, state: 'OPEN' | 'CONFIRMED', dueDate = '2026-05-01'): MatrixAssignment => ({
  id: `x${v}${state}`,
  userId: 'u',
  userDisplayName: 'U',
  artifactId: 'a',
  version: v,
  documentName: 'Doc',
  state,
  assignedAt: '2026-01-01T00:00:00.000Z',
  dueDate,
  confirmedAt: state === 'CONFIRMED' ? '2026-01-02T00:00:00.000Z' : null,
  signatureId: state === 'CONFIRMED' ? 's' : null,
});

describe('matrix rules (issue 29.5)', () => {
  it('takes the newest version whose effective date has come, and names the coming one', () => {
    const [column] = processColumns(
      [
        version(1, { effectiveDate: '2026-01-01' }),
        version(2, { effectiveDate: '2026-02-01' }),
        version(3, { releaseState: 'RELEASED', effectiveDate: '2026-03-01' }),
      ],
      '2026-02-15',
    );
    assert.equal(column!.inForce.version, 2);
    assert.equal(column!.coming?.version, 3);
    assert.equal(column!.name, 'Name 3', 'the newest name');
  });

  it('before the first version’s effective date, that version is the one shown; no date means in force', () => {
    const [first] = processColumns(
      [version(1, { releaseState: 'RELEASED', effectiveDate: '2030-01-01' })],
      '2026-01-01',
    );
    assert.deepEqual([first!.inForce.version, first!.coming], [1, null]);
    const [undated] = processColumns([version(1, { releaseState: 'RELEASED' })], '2026-01-01');
    assert.equal(undated!.inForce.version, 1);
  });

  it('leaves out a process without a RELEASED version (made obsolete)', () => {
    assert.deepEqual(processColumns([version(1), version(2)], '2026-01-01'), []);
  });

  it('rates a user: OPEN before TRAINED before OUTDATED before NONE; a superseded open one is no duty', () => {
    const process: TrainingMatrixProcess = {
      artifactId: 'a',
      name: 'Doc',
      inForce: { versionId: 'v2', version: 2, effectiveDate: '2026-02-01' },
      coming: null,
    };
    assert.equal(cellOf(process, []).status, 'NONE');
    assert.equal(cellOf(process, [assignment(1, 'CONFIRMED')]).status, 'OUTDATED');
    assert.equal(cellOf(process, [assignment(2, 'CONFIRMED')]).status, 'TRAINED');
    assert.equal(cellOf(process, [assignment(1, 'OPEN')]).status, 'NONE');
    const open = cellOf(process, [assignment(2, 'CONFIRMED'), assignment(3, 'OPEN', '2026-03-01')]);
    assert.deepEqual([open.status, open.version, open.dueDate], ['OPEN', 3, '2026-03-01']);
    assert.ok(open.confirmedAt, 'the newest confirmation stays visible');
    assert.ok(matchesStatus(open, 'OVERDUE', '2026-03-02'));
    assert.ok(!matchesStatus(open, 'OVERDUE', '2026-03-01'), 'the due day itself is not overdue');
  });
});
