import type { Signature } from '@qms/shared-api';
import {
  canCreateNewVersion,
  canMarkObsolete,
  canStartRelease,
  cancelledReleases,
  ownRecords,
  recordActions,
  releaserCandidates,
  releaseActions,
  obsoleteSignature,
  versionChip,
  workflowCard,
} from './release-workflow.rules';
import { participant, release } from './test-fixtures';

describe('which card the Release Workflow shows', () => {
  it('start for a draft, the running release in release, the released card, obsolete its own card', () => {
    expect(workflowCard('DRAFT', null)).toBe('start');
    expect(workflowCard('IN_RELEASE', release())).toBe('in-release');
    expect(workflowCard('IN_RELEASE', null)).toBe('none');
    expect(workflowCard('RELEASED', release({ state: 'COMPLETED' }))).toBe('released');
    expect(workflowCard('OBSOLETE', release({ state: 'COMPLETED' }))).toBe('obsolete');
  });
});

describe('enabling rules', () => {
  it('start needs a comment, an author and a releaser; approvers are optional', () => {
    const ok = { comment: 'go', authorUserIds: ['a'], expectedDecider: 'r', approverUserIds: [] };
    expect(canStartRelease(ok)).toBe(true);
    expect(canStartRelease({ ...ok, comment: '  ' })).toBe(false);
    expect(canStartRelease({ ...ok, authorUserIds: [] })).toBe(false);
    expect(canStartRelease({ ...ok, expectedDecider: null })).toBe(false);
  });

  it('complete only when every author and approver approved; cancel for admins', () => {
    const r = release({
      authors: [participant({ id: 'p1', userId: 'a', decision: 'APPROVED' })],
      approvers: [participant({ id: 'p2', userId: 'b', kind: 'APPROVER' })],
    });
    expect(releaseActions(r, { userId: 'u-rel', isAdmin: true })).toEqual({
      showCancel: true,
      showComplete: true,
      completeEnabled: false,
    });
    r.approvers[0]!.decision = 'APPROVED';
    expect(releaseActions(r, { userId: 'u-rel', isAdmin: true }).completeEnabled).toBe(true);
    // another admin cancels but does not complete (the releaser does); a non-admin neither
    expect(releaseActions(r, { userId: 'x', isAdmin: true })).toMatchObject({
      showCancel: true,
      showComplete: false,
    });
    expect(releaseActions(r, { userId: 'x', isAdmin: false })).toMatchObject({
      showCancel: false,
      showComplete: false,
    });
    const done = { ...r, state: 'COMPLETED' as const };
    expect(releaseActions(done, { userId: 'u-rel', isAdmin: true }).showComplete).toBe(false);
  });

  it('offers only administrators as releasers', () => {
    const users = [
      { userId: 'a', roles: ['QMS_ADMIN', 'QMS_VIEWER'] },
      { userId: 'v', roles: ['QMS_VIEWER'] },
    ];
    expect(releaserCandidates(users).map((u) => u.userId)).toEqual(['a']);
  });

  it('new version from RELEASED or OBSOLETE and OBSOLETE from RELEASED, admins only', () => {
    expect(canCreateNewVersion('RELEASED', true)).toBe(true);
    expect(canCreateNewVersion('OBSOLETE', true)).toBe(true);
    expect(canCreateNewVersion('DRAFT', true)).toBe(false);
    expect(canCreateNewVersion('RELEASED', false)).toBe(false);
    expect(canMarkObsolete('RELEASED', true)).toBe(true);
    expect(canMarkObsolete('OBSOLETE', true)).toBe(false);
    expect(canMarkObsolete('RELEASED', false)).toBe(false);
  });
});

describe("the user's own records", () => {
  it('authors first, then approvers; only the user’s', () => {
    const r = release({
      authors: [participant({ id: 'a1', userId: 'x' }), participant({ id: 'a2', userId: 'me' })],
      approvers: [participant({ id: 'b1', userId: 'me', kind: 'APPROVER' })],
    });
    expect(ownRecords(r, 'me').map((p) => p.id)).toEqual(['a2', 'b1']);
    expect(ownRecords(r, undefined)).toEqual([]);
  });

  it('approve and decline while open, revert once decided', () => {
    expect(recordActions(participant({ id: 'p', userId: 'u' }))).toEqual({
      approve: true,
      decline: true,
      revert: false,
    });
    expect(recordActions(participant({ id: 'p', userId: 'u', decision: 'DECLINED' }))).toEqual({
      approve: false,
      decline: false,
      revert: true,
    });
  });
});

it('labels: the chip and the cancelled releases newest first', () => {
  // the human label, as the header shows it (issue 27 point 7)
  expect(versionChip(2, 'IN_RELEASE')).toBe('V2 In review');
  expect(versionChip(1, 'OBSOLETE')).toBe('V1 Obsolete');
  const older = release({ id: 'old', state: 'CANCELLED', decidedAt: '2026-11-01T10:00:00Z' });
  const newer = release({ id: 'new', state: 'CANCELLED', decidedAt: '2026-11-02T10:00:00Z' });
  expect(cancelledReleases([older, release(), newer]).map((r) => r.id)).toEqual(['new', 'old']);
});

it('the obsolete card shows the newest Made obsolete signature, never an approval', () => {
  const sig = (id: string, meaning: Signature['meaning'], signedAt: string): Signature => ({
    id,
    signerUserId: 'u',
    printedName: 'Ada Admin',
    meaning,
    signedAt,
    recordType: 'SOP',
    recordId: 'v-1',
    recordVersion: 1,
    contentHash: 'h',
  });
  expect(obsoleteSignature([sig('a', 'Approved', '2026-11-03T10:00:00Z')])).toBeNull();
  const older = sig('o1', 'Made obsolete', '2026-11-01T10:00:00Z');
  const newer = sig('o2', 'Made obsolete', '2026-11-02T10:00:00Z');
  expect(obsoleteSignature([older, sig('r', 'Released', '2026-11-05T10:00:00Z'), newer])?.id).toBe('o2');
});
