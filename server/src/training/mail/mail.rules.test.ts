import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailKindOf, stampsOf, type MailableAssignment } from './mail.rules';

const open = (overrides: Partial<MailableAssignment> = {}): MailableAssignment => ({
  dueDate: '2026-05-10',
  assignmentMailedAt: null,
  reminderMailedAt: null,
  overdueMailedAt: null,
  ...overrides,
});
const MAILED = '2026-05-01T06:00:00.000Z';

describe('training mail rules (issue 29.7)', () => {
  it('sends the assignment mail first, whatever the reminder choice', () => {
    assert.equal(mailKindOf(open(), '2026-05-01', false), 'ASSIGNED');
  });

  it('reminds from three days before the due date, then tells it is overdue after it', () => {
    const mailed = open({ assignmentMailedAt: MAILED });
    assert.equal(mailKindOf(mailed, '2026-05-06', true), null);
    assert.equal(mailKindOf(mailed, '2026-05-07', true), 'REMINDER');
    assert.equal(mailKindOf({ ...mailed, reminderMailedAt: MAILED }, '2026-05-10', true), null);
    assert.equal(mailKindOf({ ...mailed, reminderMailedAt: MAILED }, '2026-05-11', true), 'OVERDUE');
    assert.equal(mailKindOf({ ...mailed, overdueMailedAt: MAILED }, '2026-05-12', true), null);
    assert.equal(mailKindOf(mailed, '2026-05-11', false), null, 'reminders off: no overdue notice either');
  });

  it('an assignment mail inside the reminder window counts as the reminder', () => {
    assert.deepEqual(stampsOf('ASSIGNED', open(), '2026-05-01'), ['assignment']);
    assert.deepEqual(stampsOf('ASSIGNED', open(), '2026-05-08'), ['assignment', 'reminder']);
    assert.deepEqual(stampsOf('ASSIGNED', open(), '2026-05-11'), ['assignment']);
    assert.deepEqual(stampsOf('OVERDUE', open({ assignmentMailedAt: MAILED }), '2026-05-11'), [
      'overdue',
      'reminder',
    ]);
  });
});
