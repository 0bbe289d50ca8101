import { http, HttpResponse } from 'msw';
import { CHANGE_CONTROL_ERRORS as E } from '../../change-control/change-control.messages';
import type { DocumentHistory } from '../../change-control/versions.contract';
import type { SopVersionSummary } from '../../processes/sops.contract';
import { getMockDb } from '../db';
import { changeControlReleases } from './change-control.handlers';
import { blocksOf, findArtifact, uuid } from './processes-store';
import { errorResponse, forbidViewer, qms } from './util';

// New version and document history of processes (and the history of templates) in the mock (spec 1 §4, §7),
// answering like the server.

const versionsOf = (artifactId: string) =>
  getMockDb()
    .sops.sops.filter((s) => s.artifactId === artifactId)
    .sort((a, b) => a.version - b.version);

type HistoryVersion = Pick<SopVersionSummary, 'version' | 'versionId' | 'changeDescription' | 'releaseState'>;

/** Released versions (with a completed release) newest first, and the unreleased one — as the server answers. */
function historyOf(versionsOldestFirst: readonly HistoryVersion[]): DocumentHistory {
  const completed = changeControlReleases().filter((r) => r.state === 'COMPLETED');
  const history: DocumentHistory = { released: [], unreleased: null };
  for (const v of [...versionsOldestFirst].reverse()) {
    const release = completed.find((r) => r.artifactVersionId === v.versionId);
    if (release?.decidedAt) {
      history.released.push({
        version: v.version,
        versionId: v.versionId,
        changeDescription: v.changeDescription,
        authorDisplayNames: release.authors.map((a) => a.userDisplayName),
        releasedAt: release.decidedAt,
        effectiveDate: release.effectiveDate,
        releaseState: v.releaseState,
      });
    } else if (!history.unreleased && (v.releaseState === 'DRAFT' || v.releaseState === 'IN_RELEASE')) {
      const { version, versionId, changeDescription, releaseState } = v;
      history.unreleased = { version, versionId, changeDescription, releaseState };
    }
  }
  return history;
}

export const changeControlVersionHandlers = [
  http.get(qms('/sops/:artifactId/versions'), ({ params }) => {
    const versions = versionsOf(String(params.artifactId));
    if (versions.length === 0) return errorResponse(404, 'Process not found.');
    return HttpResponse.json(historyOf(versions));
  }),
  // the templates kind mounts the same history on its own path (server: change-control module, templates host)
  http.get(qms('/templates/a/:artifactId/v'), ({ params }) => {
    const versions = getMockDb()
      .templates.filter((t) => t.artifactId === params.artifactId)
      .sort((a, b) => a.version - b.version);
    if (versions.length === 0) return errorResponse(404, `Template ${String(params.artifactId)} not found`);
    return HttpResponse.json(historyOf(versions));
  }),
  http.post(qms('/sops/:artifactId/versions'), ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const artifactId = String(params.artifactId);
    const versions = versionsOf(artifactId);
    if (!findArtifact(artifactId) || versions.length === 0) return errorResponse(404, 'Process not found.');
    if (versions.some((v) => v.releaseState === 'DRAFT' || v.releaseState === 'IN_RELEASE')) {
      return errorResponse(409, E.unreleasedVersionExists);
    }
    const from = versions[versions.length - 1]!;
    const created: SopVersionSummary = {
      ...from,
      versionId: uuid(),
      version: from.version + 1,
      releaseState: 'DRAFT',
      changeDescription: '',
      sopAsPdf: false,
      dbVersion: 0,
    };
    getMockDb().sops.sops.push(created);
    blocksOf(created.versionId).push(
      ...blocksOf(from.versionId)
        .filter((b) => b.versionState !== 'DELETED')
        .map((b) => ({ ...b, versionState: 'UNCHANGED' as const })),
    );
    const { versionId, version, releaseState } = created;
    return HttpResponse.json({ artifactId, versionId, version, releaseState }, { status: 201 });
  }),
];
