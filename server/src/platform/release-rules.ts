import {
  FOUR_EYES_CONFIG_KEY,
  FOUR_EYES_RELAXED,
  FOUR_EYES_REQUIRED,
  RELEASE_RULES_CHANGED,
  ReleaseRules,
  ReleaseRulesUpdate,
} from '@qms/shared-api/contract';
import { setAuditReason, type Tx } from '../db/tenant';
import { conflict } from '../http/errors';
import { defineRoute } from '../http/route';
import { readConfig, writeConfig } from './platform.repository';

// The tenant's release rules (issue 27.3): four-eyes is the default; a small company may relax it. The setting is
// a qms_config row (audited by trigger like every tenant row) written only here, always with a reason, so the
// audit trail says who relaxed segregation of duties, when, and why.

/** The tenant's rules as stored: no row (never changed) is four-eyes. */
export async function releaseRules(tx: Tx, tenantId: string): Promise<ReleaseRules> {
  const { value, dbVersion } = await readConfig(tx, tenantId, FOUR_EYES_CONFIG_KEY);
  return { fourEyes: value !== FOUR_EYES_RELAXED, dbVersion };
}

/** Whether the four-eyes rule applies in the tenant (change control asks at start, signing and completion). */
export const fourEyesRequired = async (tx: Tx, tenantId: string): Promise<boolean> =>
  (await releaseRules(tx, tenantId)).fourEyes;

const tags = ['platform'];

export const releaseRulesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/tenant-settings/release-rules',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    // every Start form applies the rule before sending, so every user reads it
    summary: "The tenant's release rules (four-eyes on or relaxed) with their dbVersion",
    tags,
    response: ReleaseRules,
    crossTenant: 'own-namespace',
    handler: ({ tx, user }) => releaseRules(tx, user.tenantId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/tenant-settings/release-rules',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      'Turns the four-eyes rule on or off (admins); the reason becomes the audit trail entry’s reason; stale dbVersion → 409',
    tags,
    body: ReleaseRulesUpdate,
    response: ReleaseRules,
    crossTenant: 'own-namespace',
    handler: async ({ tx, user, body }) => {
      await setAuditReason(tx, body.reason);
      const value = body.fourEyes ? FOUR_EYES_REQUIRED : FOUR_EYES_RELAXED;
      const dbVersion = await writeConfig(
        tx,
        user.tenantId,
        FOUR_EYES_CONFIG_KEY,
        value,
        user.userId,
        body.dbVersion,
      );
      if (dbVersion === undefined) throw conflict(RELEASE_RULES_CHANGED);
      return { fourEyes: body.fourEyes, dbVersion };
    },
  }),
];
