import { http, HttpResponse } from 'msw';
import { validationMessage } from '../../common/validation';
import { isTermValidFor, preferredVersion } from '../../processes/processes.rules';
import {
  SopTermUpdate,
  SopTermWrite,
  TERM_CHANGED_BY_SOMEONE_ELSE,
  TERM_NOT_DELETED,
  TERM_NOT_VALID_HERE,
  type SopTerm,
  type TermSearchEntry,
} from '../../processes/terms.contract';
import { getMockDb } from '../db';
import { processStore, requireDraft, uuid, versionOr404 } from './processes-store';
import { errorResponse, forbidViewer, qms, readJson } from './util';

const base = '/sops/:artifactId/versions/:versionId/terms';
type Params = Record<string, string | readonly string[] | undefined>;

function deletedIn(versionId: string): Set<string> {
  const store = processStore();
  let set = store.deletedTerms.get(versionId);
  if (!set) {
    set = new Set();
    store.deletedTerms.set(versionId, set);
  }
  return set;
}

const byTerm = (a: SopTerm, b: SopTerm) => a.term.localeCompare(b.term, undefined, { sensitivity: 'base' });

/** The terms valid for a process version and not deleted in it, sorted by term. */
function validTerms(artifactId: string, versionId: string, version: number): SopTerm[] {
  const deleted = deletedIn(versionId);
  return processStore()
    .terms.filter(
      (t) => t.sopArtifactId === artifactId && isTermValidFor(t, version) && !deleted.has(t.versionId),
    )
    .sort(byTerm);
}

function writableVersion(request: Request, params: Params) {
  const denied = forbidViewer(request);
  if (denied) return denied;
  const version = versionOr404(String(params.artifactId), String(params.versionId));
  if (version instanceof Response) return version;
  return requireDraft(version) ?? version;
}

/** Terms of a process (spec 1 §7 "Terms") and the glossary search, with the validity rules of §4. */
export const processTermHandlers = [
  http.get(qms('/terms/search'), () => {
    const { sops } = getMockDb().sops;
    const entries: TermSearchEntry[] = [];
    for (const artifactId of new Set(sops.map((s) => s.artifactId))) {
      const newest = sops.filter((s) => s.artifactId === artifactId).sort((a, b) => b.version - a.version)[0];
      if (!newest) continue;
      for (const t of validTerms(artifactId, newest.versionId, newest.version))
        entries.push({
          ...t,
          sopVersionId: newest.versionId,
          sopName: (preferredVersion(sops, artifactId) ?? newest).name,
          sopVersion: newest.version,
          sopReleaseState: newest.releaseState,
        });
    }
    return HttpResponse.json(entries.sort(byTerm));
  }),
  http.get(qms(`${base}/deleted`), ({ params }) => {
    const version = versionOr404(String(params.artifactId), String(params.versionId));
    if (version instanceof Response) return version;
    const deleted = deletedIn(version.versionId);
    return HttpResponse.json(
      processStore()
        .terms.filter((t) => deleted.has(t.versionId))
        .sort(byTerm),
    );
  }),
  http.delete(qms(`${base}/deleted/:termVersionId`), ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    if (!deletedIn(version.versionId).delete(String(params.termVersionId)))
      return errorResponse(409, TERM_NOT_DELETED);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(qms(base), ({ params }) => {
    const version = versionOr404(String(params.artifactId), String(params.versionId));
    if (version instanceof Response) return version;
    return HttpResponse.json(validTerms(version.artifactId, version.versionId, version.version));
  }),
  http.post(qms(base), async ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const parsed = SopTermWrite.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const term: SopTerm = {
      ...parsed.data,
      artifactId: uuid(),
      versionId: uuid(),
      version: 1,
      sopArtifactId: version.artifactId,
      sopVersionCreated: version.version,
      sopVersionReplaced: null,
      dbVersion: 0,
    };
    processStore().terms.push(term);
    return HttpResponse.json(term, { status: 201 });
  }),
  http.put(qms(`${base}/:termArtifactId/versions/:termVersionId`), async ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const parsed = SopTermUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const term = validTerms(version.artifactId, version.versionId, version.version).find(
      (t) => t.versionId === params.termVersionId,
    );
    if (!term) return errorResponse(409, TERM_NOT_VALID_HERE);
    const { dbVersion, ...fields } = parsed.data;
    if (dbVersion !== term.dbVersion) return errorResponse(409, TERM_CHANGED_BY_SOMEONE_ELSE);
    if (term.sopVersionCreated === version.version) {
      Object.assign(term, fields, { dbVersion: term.dbVersion + 1 });
      return HttpResponse.json(term);
    }
    // an unchanged term gets a new version valid from this process version on
    term.sopVersionReplaced = version.version;
    const next: SopTerm = {
      ...term,
      ...fields,
      versionId: uuid(),
      version: term.version + 1,
      sopVersionCreated: version.version,
      sopVersionReplaced: null,
      dbVersion: 0,
    };
    processStore().terms.push(next);
    return HttpResponse.json(next);
  }),
  http.delete(qms(`${base}/:termArtifactId/versions/:termVersionId`), ({ request, params }) => {
    const version = writableVersion(request, params);
    if (version instanceof Response) return version;
    const store = processStore();
    const term = validTerms(version.artifactId, version.versionId, version.version).find(
      (t) => t.versionId === params.termVersionId,
    );
    if (!term) return errorResponse(409, TERM_NOT_VALID_HERE);
    if (term.sopVersionCreated !== version.version) {
      deletedIn(version.versionId).add(term.versionId); // unchanged: marked deleted, undo brings it back
    } else {
      store.terms = store.terms.filter((t) => t.versionId !== term.versionId);
      // a changed term: its previous version is valid again (revert); a new term simply goes
      const previous = store.terms.find(
        (t) => t.artifactId === term.artifactId && t.sopVersionReplaced === version.version,
      );
      if (previous) previous.sopVersionReplaced = null;
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
