import { z } from 'zod';
import {
  DocumentHistory,
  NewVersionCreated,
  ReleaseStateChange,
  ReleaseStateChanged,
  type SessionUser,
} from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { defineRoute, type AnyRoute } from '../http/route';
import type { ChangeControlHost } from './host';
import { signedAction } from './signed';
import {
  changeReleaseState,
  createNewVersion,
  documentHistory,
  precheckReleaseState,
} from './versions.service';

export interface VersionRoutesMount {
  host: ChangeControlHost;
  tags: string[];
  /** paths inside the qms service; `:artifactId` and `:versionId` where the kind's paths have them */
  urls: { newVersion: string; history: string; releaseState: string };
}

const uuid = (what: string) => z.uuid(`${what} id must be a UUID`);
const ArtifactParams = z.object({ artifactId: uuid('Artifact') });
/** the release-state path names the version, and for processes its artifact too */
const VersionParams = z.object({ artifactId: uuid('Artifact').optional(), versionId: uuid('Version') });

/**
 * Versions of one artifact kind (spec 1 §4, §7): POST new version, GET document history, PUT release state.
 * Processes: /sops/:artifactId/versions…; templates: /templates/a/:artifactId/v and /templates/v/:versionId/….
 */
export function versionRoutes({ host, tags, urls }: VersionRoutesMount): AnyRoute[] {
  const base = { service: 'qms' as const, tenantScoped: true, tags };
  const ctx = (tx: Tx, user: SessionUser) => ({ tx, user, host });
  return [
    defineRoute({
      ...base,
      method: 'GET',
      url: urls.history,
      access: 'read',
      summary: 'Document history: released versions (newest first) and the unreleased one',
      params: ArtifactParams,
      response: DocumentHistory,
      handler: ({ tx, user, params }) => documentHistory(ctx(tx, user), params.artifactId),
    }),
    defineRoute({
      ...base,
      method: 'POST',
      url: urls.newVersion,
      access: 'write',
      summary: 'A new DRAFT version (version + 1) from the RELEASED or OBSOLETE newest version',
      params: ArtifactParams,
      response: NewVersionCreated,
      handler: ({ tx, user, params }) => createNewVersion(ctx(tx, user), params.artifactId),
    }),
    defineRoute({
      ...base,
      ...signedAction(
        host,
        (c, params: z.output<typeof VersionParams>, body: z.output<typeof ReleaseStateChange>) =>
          precheckReleaseState(c, params.versionId, body, params.artifactId),
      ),
      method: 'PUT',
      url: urls.releaseState,
      access: 'write',
      summary: 'Release state: only RELEASED → OBSOLETE (admin, signed); the workflow owns the others (409)',
      params: VersionParams,
      body: ReleaseStateChange,
      response: ReleaseStateChanged,
      handler: ({ tx, user, params, body }) =>
        changeReleaseState(ctx(tx, user), params.versionId, body, params.artifactId),
    }),
  ];
}
