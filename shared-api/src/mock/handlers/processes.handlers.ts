import { http, HttpResponse } from 'msw';
import { validationMessage } from '../../common/validation';
import { ReleaseState } from '../../common/release-state';
import { isSelfOrDescendant, latestVersionsOf, preferredVersion } from '../../processes/processes.rules';
import {
  SOP_CHANGED_BY_SOMEONE_ELSE,
  SOP_HAS_CHILDREN,
  SOP_ORDER_MISMATCH,
  SOP_PARENT_CYCLE,
  SopArtifactUpdate,
  SopCreate,
  SopOrder,
  SopVersionUpdate,
  type SopArtifact,
  type SopVersionSummary,
} from '../../processes/sops.contract';
import { getMockDb } from '../db';
import { changeControlReleases, releasesOnVersionDelete } from './change-control.handlers';
import { localDay } from '../../change-control/due-date';
import { versionsInForce, type ComingVersions } from '../../change-control/in-force';
import { processBlockHandlers } from './processes-blocks.handlers';
import { processExportHandlers } from './processes-exports.handlers';
import { blocksOf, detailOf, findArtifact, requireDraft, uuid, versionOr404 } from './processes-store';
import { processTermHandlers } from './processes-terms.handlers';
import { errorResponse, forbidViewer, qms, readJson } from './util';

/** Which version is in force, by the effective dates of the mock's completed releases (the server's rule). */
function inForceOf(artifactId: string) {
  const completed = new Map(
    changeControlReleases()
      .filter((r) => r.state === 'COMPLETED' && r.artifactType === 'SOP')
      .map((r) => [r.artifactVersionId, r.effectiveDate]),
  );
  const versions = getMockDb()
    .sops.sops.filter((v) => v.artifactId === artifactId)
    .map((v) => ({
      versionId: v.versionId,
      version: v.version,
      releaseState: v.releaseState,
      completed: completed.has(v.versionId),
      effectiveDate: completed.get(v.versionId) ?? null,
    }));
  return versionsInForce(versions, localDay(new Date()));
}

const childrenOf = (parent: string | null) =>
  getMockDb()
    .sops.artifacts.filter((a) => (a.parentArtifactId ?? null) === parent)
    .map((a) => a.artifactId);

/** The stored order of a parent's children (the root's is rootOrderedArtifactIds). */
function setOrder(parent: string | null, ids: string[]): void {
  const list = getMockDb().sops;
  if (parent === null) list.rootOrderedArtifactIds = ids;
  else {
    const artifact = findArtifact(parent);
    if (artifact) artifact.orderedArtifactIds = ids;
  }
}
function orderOf(parent: string | null): string[] {
  return parent === null
    ? getMockDb().sops.rootOrderedArtifactIds
    : (findArtifact(parent)?.orderedArtifactIds ?? []);
}

/** The processes area's overview and process calls (spec 1 §7), answering like the server. */
const sopHandlers = [
  http.get(qms('/sops'), () => HttpResponse.json(getMockDb().sops)),
  http.get(qms('/sops/statistics'), () => {
    const { sops } = getMockDb().sops;
    const countByReleaseState = Object.fromEntries(
      ReleaseState.options.map((state) => [state, sops.filter((s) => s.releaseState === state).length]),
    );
    const released = new Set(sops.filter((s) => s.releaseState === 'RELEASED').map((s) => s.artifactId));
    let latestReleasedStepCount = 0;
    for (const artifactId of released) {
      const version = preferredVersion(sops, artifactId);
      if (version)
        latestReleasedStepCount += blocksOf(version.versionId).filter(
          (b) => b.type === 'STEP' && b.versionState !== 'DELETED',
        ).length;
    }
    return HttpResponse.json({
      countByReleaseState,
      latestReleasedCount: released.size,
      latestReleasedStepCount,
    });
  }),
  http.get(qms('/sops/artifact-summaries'), ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('artifactIds') ?? '').split(',').filter(Boolean);
    const { sops } = getMockDb().sops;
    return HttpResponse.json(
      ids.flatMap((artifactId) => {
        const preferred = preferredVersion(sops, artifactId);
        if (!preferred) return [];
        const latestVersions = latestVersionsOf(sops.filter((s) => s.artifactId === artifactId)).map(
          ({ versionId, version, releaseState }) => ({ versionId, version, releaseState }),
        );
        return [{ artifactId, name: preferred.name, latestVersions }];
      }),
    );
  }),
  http.post(qms('/sops'), async ({ request }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const parsed = SopCreate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const body = parsed.data;
    if (body.parentArtifactId && !findArtifact(body.parentArtifactId))
      return errorResponse(400, 'The parent process does not exist.');
    const list = getMockDb().sops;
    const artifact: SopArtifact = {
      artifactId: uuid(),
      parentArtifactId: body.parentArtifactId,
      requirementType: body.requirementType,
      orderedArtifactIds: [],
      dbVersion: 0,
    };
    const version: SopVersionSummary = {
      artifactId: artifact.artifactId,
      versionId: uuid(),
      version: body.version,
      releaseState: 'DRAFT',
      changeDescription: '',
      sopAsPdf: false,
      name: body.name,
      description: body.description,
      templateArtifactIds: [],
      templateContentIds: [],
      srProcessIds: [],
      dbVersion: 0,
    };
    list.artifacts.push(artifact);
    list.sops.push(version);
    setOrder(body.parentArtifactId, [...orderOf(body.parentArtifactId), artifact.artifactId]);
    return HttpResponse.json(detailOf(version), { status: 201 });
  }),
  http.put(qms('/sops/order'), async ({ request }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const parsed = SopOrder.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const parent = new URL(request.url).searchParams.get('artifactId');
    const ids = parsed.data.orderedArtifactIds;
    const current = childrenOf(parent);
    if (ids.length !== current.length || !current.every((id) => ids.includes(id)))
      return errorResponse(409, SOP_ORDER_MISMATCH);
    setOrder(parent, ids);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(qms('/sops/sop-artifact-uuid/versions/:versionId'), ({ params }) => {
    const version = getMockDb().sops.sops.find((s) => s.versionId === params.versionId);
    const detail = version && detailOf(version);
    return detail ? HttpResponse.json(detail) : errorResponse(404, 'Process version not found.');
  }),
  http.get(qms('/sops/coming-versions'), () => {
    const artifactIds = [...new Set(getMockDb().sops.sops.map((v) => v.artifactId))];
    const answer: ComingVersions = artifactIds.flatMap((artifactId) => {
      const effects = inForceOf(artifactId);
      const name = preferredVersion(getMockDb().sops.sops, artifactId)?.name ?? '';
      return effects.coming.length > 0 ? [{ artifactId, name, ...effects }] : [];
    });
    return HttpResponse.json(answer);
  }),
  http.get(qms('/sops/:artifactId/in-force'), ({ params }) => {
    const artifactId = String(params.artifactId);
    if (!getMockDb().sops.sops.some((v) => v.artifactId === artifactId))
      return errorResponse(404, 'Process not found.');
    return HttpResponse.json({ artifactId, ...inForceOf(artifactId) });
  }),
  http.get(qms('/sops/:artifactId/current'), ({ params }) => {
    const artifactId = String(params.artifactId);
    const { inForce } = inForceOf(artifactId);
    const sops = getMockDb().sops.sops;
    const version =
      sops.find((v) => v.versionId === inForce?.versionId) ?? preferredVersion(sops, artifactId);
    const detail = version && detailOf(version);
    return detail ? HttpResponse.json(detail) : errorResponse(404, 'Process not found.');
  }),
  http.put(qms('/sops/:artifactId'), async ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const artifact = findArtifact(String(params.artifactId));
    if (!artifact) return errorResponse(404, 'Process not found.');
    const parsed = SopArtifactUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const body = parsed.data;
    if (body.dbVersion !== artifact.dbVersion) return errorResponse(409, SOP_CHANGED_BY_SOMEONE_ELSE);
    const artifacts = getMockDb().sops.artifacts;
    if (body.parentArtifactId && isSelfOrDescendant(artifacts, artifact.artifactId, body.parentArtifactId))
      return errorResponse(409, SOP_PARENT_CYCLE);
    if (body.parentArtifactId !== artifact.parentArtifactId) {
      setOrder(
        artifact.parentArtifactId,
        orderOf(artifact.parentArtifactId).filter((id) => id !== artifact.artifactId),
      );
      setOrder(body.parentArtifactId, [...orderOf(body.parentArtifactId), artifact.artifactId]);
    }
    Object.assign(artifact, {
      parentArtifactId: body.parentArtifactId,
      requirementType: body.requirementType,
      dbVersion: artifact.dbVersion + 1,
    });
    return new HttpResponse(null, { status: 204 });
  }),
  http.put(qms('/sops/:artifactId/versions/:versionId'), async ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const version = versionOr404(String(params.artifactId), String(params.versionId));
    if (version instanceof Response) return version;
    const parsed = SopVersionUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const notDraft = requireDraft(version);
    if (notDraft) return notDraft;
    const { dbVersion, ...changes } = parsed.data;
    if (dbVersion !== version.dbVersion) return errorResponse(409, SOP_CHANGED_BY_SOMEONE_ELSE);
    Object.assign(version, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)), {
      dbVersion: version.dbVersion + 1,
    });
    return HttpResponse.json(detailOf(version));
  }),
  http.delete(qms('/sops/:artifactId/versions/:versionId'), ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const version = versionOr404(String(params.artifactId), String(params.versionId));
    if (version instanceof Response) return version;
    const notDraft = requireDraft(version);
    if (notDraft) return notDraft;
    const list = getMockDb().sops;
    const onlyVersion = list.sops.filter((s) => s.artifactId === version.artifactId).length === 1;
    if (onlyVersion && childrenOf(version.artifactId).length > 0) return errorResponse(409, SOP_HAS_CHILDREN);
    const signed = releasesOnVersionDelete(version.versionId);
    if (signed) return signed;
    list.sops = list.sops.filter((s) => s.versionId !== version.versionId);
    blocksOf(version.versionId).length = 0;
    if (onlyVersion) {
      const artifact = findArtifact(version.artifactId);
      list.artifacts = list.artifacts.filter((a) => a.artifactId !== version.artifactId);
      if (artifact)
        setOrder(
          artifact.parentArtifactId,
          orderOf(artifact.parentArtifactId).filter((id) => id !== artifact.artifactId),
        );
    }
    return new HttpResponse(null, { status: 204 });
  }),
];

export const processesHandlers = [
  ...processExportHandlers,
  ...sopHandlers,
  ...processBlockHandlers,
  ...processTermHandlers,
];
