import { z } from 'zod';
import type { Participant, ParticipantKind } from './change-control.contract';
import { CHANGE_CONTROL_ERRORS as E } from './change-control.messages';

// Segregation of duties in a release (issue 27.3, docs/adr/0120-four-eyes-release-rules.md): ONE rule, applied by
// the server (start, signing, completion) and by the Start form before anything is sent.

/** The tenant's release rules (GET/PUT /qms-api/tenant-settings/release-rules). */
export const ReleaseRules = z.object({
  /** true (default): nobody is both author and approver, the releaser is not the only author */
  fourEyes: z.boolean(),
  /** the stored setting's version (0 while never changed); a stale one is a 409 */
  dbVersion: z.number().int().nonnegative(),
});
export type ReleaseRules = z.infer<typeof ReleaseRules>;

export const SETTING_REASON_REQUIRED = 'A reason is required to change this setting.';
export const RELEASE_RULES_CHANGED =
  'The release rules were changed by someone else in the meantime. Reload and make your change again.';

/** PUT body: the new value, the reason (the audit trail entry's reason) and the version read. */
export const ReleaseRulesUpdate = z.object({
  fourEyes: z.boolean('fourEyes must be true or false.'),
  reason: z.string(SETTING_REASON_REQUIRED).trim().min(1, SETTING_REASON_REQUIRED).max(10_000),
  dbVersion: z.number().int().nonnegative(),
});
export type ReleaseRulesUpdate = z.input<typeof ReleaseRulesUpdate>;

export const RELEASE_RULES_PATH = '/qms-api/tenant-settings/release-rules';
/** The qms_config key the setting is stored under (written only through the route above, with a reason). */
export const FOUR_EYES_CONFIG_KEY = 'CHANGE_CONTROL_FOUR_EYES';
/** The stored value that relaxes the rule; anything else (and no row) means four-eyes. */
export const FOUR_EYES_RELAXED = 'RELAXED';
export const FOUR_EYES_REQUIRED = 'REQUIRED';
/** 400 of the generic qms-config PUT for that key: a change of the rule needs a reason. */
export const RELEASE_RULES_OWN_ROUTE =
  'The four-eyes setting is changed on the Users page (Release rules), with a reason, not as a config string.';

export interface ReleaseChoice {
  authorUserIds: readonly string[];
  approverUserIds: readonly string[];
  expectedDecider: string | null;
}

/** Which field of the Start form a refusal belongs to (the form marks that select). */
interface FourEyesRefusal {
  field: 'approverUserIds' | 'expectedDecider';
  message: string;
}

/**
 * Four-eyes on the people of a release: nobody is both author and approver, and the releaser is not the only
 * author (someone else wrote what the releaser releases). null when allowed or when the tenant relaxed the rule.
 */
export function fourEyesRefusal(choice: ReleaseChoice, fourEyes: boolean): FourEyesRefusal | null {
  if (!fourEyes) return null;
  const authors = new Set(choice.authorUserIds);
  if (choice.approverUserIds.some((id) => authors.has(id))) {
    return { field: 'approverUserIds', message: E.authorIsApprover };
  }
  if (choice.expectedDecider && authors.size === 1 && authors.has(choice.expectedDecider)) {
    return { field: 'expectedDecider', message: E.releaserOnlyAuthor };
  }
  return null;
}

type Record_ = Pick<Participant, 'id' | 'userId' | 'decision'> & { kind: ParticipantKind };

/**
 * At signing: a user who has signed in one capacity (author or approver) of a release does not sign in the other,
 * even when the release was started while the rule was relaxed. A withdrawn (reverted) decision no longer counts.
 */
export function signsSecondCapacity(
  release: { authors: readonly Record_[]; approvers: readonly Record_[] },
  record: Record_,
  fourEyes: boolean,
): boolean {
  if (!fourEyes) return false;
  return [...release.authors, ...release.approvers].some(
    (p) => p.userId === record.userId && p.kind !== record.kind && p.decision !== 'OPEN',
  );
}
