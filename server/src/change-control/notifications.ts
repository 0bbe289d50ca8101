import type { FastifyRequest } from 'fastify';
import {
  allParticipantsApproved,
  releaseWorkflowLink,
  type ChangeControlArtifactType,
  type ChangeControlRelease,
} from '@qms/shared-api/contract';
import { enabledUserEmails } from '../platform/index';
import { afterCommit } from '../http/after-commit';
import type { CcContext } from './change-control.service';
import {
  allApprovedMail,
  releaseStartedMail,
  type Capacity,
  type ReleaseMailDocument,
} from './notifications.messages';

// Participants are told what they must sign (issue 27.6): a mail to each participant when a release starts, and
// to the initiator when every author and approver has approved. Addresses and names are read inside the request
// transaction; the mails go out after its commit, and a mail that fails is logged without failing the release.

const addressesOf = (ctx: CcContext, userIds: string[]): Promise<Map<string, string>> =>
  enabledUserEmails(ctx.tx, ctx.user.tenantId, userIds);

async function documentOf(
  ctx: CcContext,
  request: FastifyRequest,
  release: ChangeControlRelease,
): Promise<ReleaseMailDocument> {
  const version = await ctx.host.loadVersion(ctx.tx, ctx.user.tenantId, release.artifactVersionId);
  const type: ChangeControlArtifactType = release.artifactType;
  return {
    type,
    name: version.name,
    version: version.version,
    link: `${request.server.config.publicUrl}${releaseWorkflowLink(type, release.artifactVersionId)}`,
  };
}

function sendAfterCommit(request: FastifyRequest, mails: { to: string; subject: string; text: string }[]) {
  afterCommit(request, async () => {
    const now = new Date();
    // each mail on its own: one refused address does not keep the others from being told
    const results = await Promise.allSettled(mails.map((mail) => request.server.mailer.sendText(mail, now)));
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        request.log.error({ err: result.reason, to: mails[i]!.to }, 'change control: mail could not be sent');
    });
    request.log.info({ mails: mails.length }, 'change control: notification mails handed over');
  });
}

/** After a start: every author, approver and the releaser get one mail naming their capacities. */
export async function notifyReleaseStarted(
  ctx: CcContext,
  request: FastifyRequest,
  release: ChangeControlRelease,
): Promise<void> {
  const capacities = new Map<string, { name: string; capacities: Capacity[] }>();
  const add = (userId: string, name: string, capacity: Capacity) => {
    const entry = capacities.get(userId) ?? { name, capacities: [] };
    if (!entry.capacities.includes(capacity)) entry.capacities.push(capacity);
    capacities.set(userId, entry);
  };
  release.authors.forEach((p) => add(p.userId, p.userDisplayName, 'Author'));
  release.approvers.forEach((p) => add(p.userId, p.userDisplayName, 'Approver'));
  add(release.expectedDecider, release.expectedDeciderDisplayName, 'Releaser');
  const addresses = await addressesOf(ctx, [...capacities.keys()]);
  const document = await documentOf(ctx, request, release);
  sendAfterCommit(
    request,
    [...capacities].flatMap(([userId, who]) => {
      const to = addresses.get(userId);
      return to ? [{ to, ...releaseStartedMail(document, release, who.name, who.capacities) }] : [];
    }),
  );
}

/** After an approval: when it was the last one, the initiator learns the release can be completed. */
export async function notifyIfAllApproved(
  ctx: CcContext,
  request: FastifyRequest,
  release: ChangeControlRelease,
): Promise<void> {
  if (release.state !== 'RUNNING' || !allParticipantsApproved(release)) return;
  const to = (await addressesOf(ctx, [release.initiatedBy])).get(release.initiatedBy);
  if (!to) return;
  const document = await documentOf(ctx, request, release);
  sendAfterCommit(request, [{ to, ...allApprovedMail(document, release) }]);
}
