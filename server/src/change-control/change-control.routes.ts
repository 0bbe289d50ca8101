import {
  ArtifactVersionIdParams,
  ChangeControlRelease,
  ChangeControlReleaseList,
  CurrentRelease,
  ReleaseApprove,
  ReleaseCancel,
  ReleaseComplete,
  ReleaseCreate,
  ReleaseDecline,
  ReleaseRevert,
  SignatureList,
  SignedRecord,
  type SessionUser,
} from '@qms/shared-api/contract';
import { defineRoute, type AnyRoute } from '../http/route';
import { signaturesOfRecord } from '../signatures/index';
import {
  cancelRelease,
  completeRelease,
  decide,
  precheckComplete,
  precheckDecision,
  startRelease,
} from './change-control.service';
import { notifyIfAllApproved, notifyReleaseStarted } from './notifications';
import { signedAction } from './signed';
import { signedRecord } from './signed-record';
import type { ChangeControlHost } from './host';
import { currentRelease, listReleases } from './releases.repository';
import type { DecisionAction } from './state-machine';

// The generated route checks' requests and rows for these routes: change-control.examples.ts.

export interface ChangeControlMount {
  host: ChangeControlHost;
  /** the artifact kind's path inside the qms service: '/sops' or '/templates' */
  basePath: string;
  tags: string[];
}

/**
 * The change-control routes of spec 1 §7 for one artifact kind, mounted at `{basePath}/v/:versionId/…`:
 * GET change-control (all releases), GET|POST change-control/release, PUT change-control/release/{action},
 * GET signatures, GET signatures/in-force. Processes mount it on /sops, templates on /templates (docs/architecture.md).
 */
export function changeControlRoutes({ host, basePath, tags }: ChangeControlMount): AnyRoute[] {
  const base = { service: 'qms' as const, tenantScoped: true, tags, params: ArtifactVersionIdParams };
  const at = (suffix: string) => `${basePath}/v/:versionId/${suffix}`;
  const ctx = (tx: Parameters<typeof startRelease>[0]['tx'], user: SessionUser) => ({ tx, user, host });

  const decision = (
    action: DecisionAction,
    body: typeof ReleaseApprove | typeof ReleaseDecline | typeof ReleaseRevert,
  ) => {
    return defineRoute({
      ...base,
      ...(action === 'revert'
        ? {}
        : signedAction(
            host,
            (
              c,
              params: { versionId: string },
              input: { dbVersion: number; participantId?: string; password?: string },
            ) => precheckDecision(c, params.versionId, action, input),
          )),
      method: 'PUT',
      url: at(`change-control/release/${action}`),
      access: 'participant',
      summary: `${action} on the signed-in user's own participant record${action === 'revert' ? ' (back to OPEN)' : ' (signed)'}`,
      body,
      response: ChangeControlRelease,
      handler: async ({ tx, user, params, body: input, request }) => {
        const release = await decide(ctx(tx, user), params.versionId, action, input);
        if (action === 'approve') await notifyIfAllApproved(ctx(tx, user), request, release);
        return release;
      },
    });
  };

  return [
    defineRoute({
      ...base,
      method: 'GET',
      url: at('change-control'),
      access: 'read',
      summary: 'Every release of the version, newest first (cancelled ones as history)',
      response: ChangeControlReleaseList,
      handler: async ({ tx, user, params }) => {
        await host.loadVersion(tx, user.tenantId, params.versionId);
        return listReleases(tx, user.tenantId, host.artifactType, params.versionId);
      },
    }),
    defineRoute({
      ...base,
      method: 'GET',
      url: at('change-control/release'),
      access: 'read',
      summary: 'The RUNNING or COMPLETED release of the version, else an empty one ({ release: null })',
      response: CurrentRelease,
      handler: async ({ tx, user, params }) => {
        await host.loadVersion(tx, user.tenantId, params.versionId);
        return { release: await currentRelease(tx, user.tenantId, host.artifactType, params.versionId) };
      },
    }),
    defineRoute({
      ...base,
      method: 'POST',
      url: at('change-control/release'),
      access: 'write',
      summary: 'Start a release of a DRAFT version (it becomes IN_RELEASE); each participant gets a mail',
      body: ReleaseCreate,
      response: ChangeControlRelease,
      handler: async ({ tx, user, params, body, request }) => {
        const release = await startRelease(ctx(tx, user), params.versionId, body);
        await notifyReleaseStarted(ctx(tx, user), request, release);
        return release;
      },
    }),
    defineRoute({
      ...base,
      method: 'PUT',
      url: at('change-control/release/cancel'),
      access: 'write',
      summary: 'Cancel the running release (kept as history); the version returns to DRAFT',
      body: ReleaseCancel,
      response: ChangeControlRelease,
      handler: ({ tx, user, params, body }) => cancelRelease(ctx(tx, user), params.versionId, body),
    }),
    defineRoute({
      ...base,
      ...signedAction(
        host,
        (
          c,
          params: { versionId: string },
          input: { dbVersion: number; extraTraineeIds: string[]; password?: string },
        ) => precheckComplete(c, params.versionId, input),
      ),
      method: 'PUT',
      url: at('change-control/release/complete'),
      access: 'write',
      summary: 'Complete the release when all approved (the releaser, signed); the version becomes RELEASED',
      body: ReleaseComplete,
      response: ChangeControlRelease,
      handler: ({ tx, user, params, body }) => completeRelease(ctx(tx, user), params.versionId, body),
    }),
    decision('approve', ReleaseApprove),
    decision('decline', ReleaseDecline),
    decision('revert', ReleaseRevert),
    defineRoute({
      ...base,
      method: 'GET',
      url: `${basePath}/v/:versionId/signatures`,
      access: 'read',
      summary: 'Every electronic signature given on the version, oldest first',
      response: SignatureList,
      handler: async ({ tx, user, params }) => {
        await host.loadVersion(tx, user.tenantId, params.versionId);
        return signaturesOfRecord(tx, user.tenantId, params.versionId);
      },
    }),
    defineRoute({
      ...base,
      method: 'GET',
      url: `${basePath}/v/:versionId/signatures/in-force`,
      access: 'read',
      summary:
        'The signatures in force on the version (with capacity and decision comment), and the withdrawn ones apart',
      response: SignedRecord,
      handler: async ({ tx, user, params }) => {
        await host.loadVersion(tx, user.tenantId, params.versionId);
        return signedRecord(tx, user.tenantId, host.artifactType, params.versionId);
      },
    }),
  ];
}
