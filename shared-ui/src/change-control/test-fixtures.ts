import type { ChangeControlRelease, Participant, Signature } from '@qms/shared-api';
import { testUsers } from '../test-utils';

// Releases and participants for the Release Workflow's tests.

const NOW = '2026-11-23T10:00:00.000Z';

export function signature(over: Partial<Signature> = {}): Signature {
  return {
    id: `sig-${Math.random().toString(36).slice(2)}`,
    signerUserId: 'u-1',
    printedName: 'Someone',
    meaning: 'Approved',
    signedAt: NOW,
    recordType: 'SOP',
    recordId: 'v-1',
    recordVersion: 1,
    contentHash: 'abc',
    ...over,
  };
}

export function participant(over: Partial<Participant> & Pick<Participant, 'id' | 'userId'>): Participant {
  return {
    dbVersion: 0,
    kind: 'AUTHOR',
    userDisplayName: over.userId,
    decision: 'OPEN',
    comment: '',
    decidedAt: null,
    signature: null,
    ...over,
  };
}

export function release(over: Partial<ChangeControlRelease> = {}): ChangeControlRelease {
  return {
    id: 'r-1',
    dbVersion: 3,
    artifactType: 'SOP',
    artifactVersionId: 'v-1',
    initiatedBy: 'test-admin',
    initiatedByDisplayName: 'Anna Admin',
    initiatedAt: NOW,
    initiatedComment: 'First release',
    dueDate: null,
    effectiveDate: null,
    expectedDecider: 'u-rel',
    expectedDeciderDisplayName: 'Rita Releaser',
    state: 'RUNNING',
    decidedAt: null,
    decidedByDisplayName: null,
    decidedComment: '',
    signature: null,
    authors: [],
    approvers: [],
    ...over,
  };
}

/** The signed-in admin's own approved, signed author record (the one she may revert). */
export function ownApproval(over: Partial<Participant> = {}): Participant {
  return participant({
    id: 'p-ann',
    userId: testUsers.admin.userId,
    userDisplayName: 'Anna Admin',
    decision: 'APPROVED',
    signature: signature({ printedName: 'Anna Admin' }),
    ...over,
  });
}
