import { http, HttpResponse } from 'msw';
import {
  RegulationRequirementFilter,
  RequirementSearchFilter,
  type RegulationRequirement,
} from '../../regulations/regulations.contract';
import { getMockDb } from '../db';
import { errorResponse, readJson, requireToken, sr, validationMessage } from './util';

// The standards service's requirement calls (spec 3 §7 "SR service"), answered like the server
// (server/src/regulations/regulations): same validation, 404s and order. The mock knows no licences: every text
// is readable, so the licence redaction has nothing to do here.

/** The server's text search: at least 3 characters, case-insensitive, over text and paragraph, at most 200 hits. */
const SEARCH_MIN_CHARACTERS = 3;
const SEARCH_LIMIT = 200;

const byTitle = <T extends { title: string; id: string }>(list: T[]) =>
  [...list].sort(
    (a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || a.id.localeCompare(b.id),
  );

function regulationOr404(id: string) {
  const regulation = getMockDb().regulations.find((r) => r.id === id);
  return regulation ? { regulation } : { error: errorResponse(404, `Regulation ${id} not found`) };
}

/** Document order of the store (the server sorts by regulation, then position). */
function requirementsByIds(ids: Set<string>) {
  const db = getMockDb();
  const requirements = db.requirements
    .filter((r) => ids.has(r.id))
    .sort((a, b) => a.regulationId.localeCompare(b.regulationId))
    .map((r): RegulationRequirement => ({ ...r, searchResult: true }));
  const regulationIds = new Set(requirements.map((r) => r.regulationId));
  return { regulations: byTitle(db.regulations.filter((r) => regulationIds.has(r.id))), requirements };
}

function textSearch(text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_CHARACTERS) return [];
  const db = getMockDb();
  const title = (regulationId: string) =>
    db.regulations.find((r) => r.id === regulationId)?.title.toLowerCase() ?? '';
  // stable sort keeps the document order inside a regulation, as the server's position order does
  return db.requirements
    .filter(
      (r) => (r.text ?? '').toLowerCase().includes(needle) || r.paragraph.toLowerCase().includes(needle),
    )
    .sort((a, b) => title(a.regulationId).localeCompare(title(b.regulationId)))
    .slice(0, SEARCH_LIMIT)
    .map((r) => r.id);
}

export const srRequirementsHandlers = [
  http.get(sr('/regulations/:id'), ({ request, params }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const found = regulationOr404(String(params.id));
    if (found.error) return found.error;
    const requirements = getMockDb().requirements.filter((r) => r.regulationId === found.regulation.id);
    return HttpResponse.json({ regulation: found.regulation, requirements });
  }),
  http.get(sr('/requirements/:id/guidance'), ({ request, params }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const requirement = getMockDb().requirements.find((r) => r.id === String(params.id));
    if (!requirement) return errorResponse(404, `Requirement ${String(params.id)} not found`);
    return HttpResponse.json({ guidance: requirement.guidance });
  }),
  http.post(sr('/regulations/:id/filter'), async ({ request, params }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const found = regulationOr404(String(params.id));
    if (found.error) return found.error;
    const parsed = RegulationRequirementFilter.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const tree = getMockDb().requirements.filter((r) => r.regulationId === found.regulation.id);
    const byId = new Map(tree.map((r) => [r.id, r]));
    // the named requirements and every ancestor, so the client can render them in their tree
    const keep = new Set<string>();
    for (const wanted of [...parsed.data.applicableRequirementIds, ...parsed.data.infoRequirementIds]) {
      for (let r = byId.get(wanted); r && !keep.has(r.id); r = r.parentId ? byId.get(r.parentId) : undefined)
        keep.add(r.id);
    }
    return HttpResponse.json(tree.filter((r) => keep.has(r.id)));
  }),
  http.post(sr('/requirements'), async ({ request }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const parsed = RequirementSearchFilter.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const db = getMockDb();
    const ids = new Set<string>();
    for (const [regulationId, requirementIds] of Object.entries(parsed.data.requirementIdsPerRegulation)) {
      const wanted = new Set(requirementIds);
      db.requirements
        .filter((r) => r.regulationId === regulationId && wanted.has(r.id))
        .forEach((r) => ids.add(r.id));
    }
    // template content, process content and term ids select through SR relations: the mock holds none
    textSearch(parsed.data.searchText ?? '').forEach((id) => ids.add(id));
    if (ids.size === 0) return HttpResponse.json({ regulations: [], requirements: [] });
    return HttpResponse.json(requirementsByIds(ids));
  }),
];
