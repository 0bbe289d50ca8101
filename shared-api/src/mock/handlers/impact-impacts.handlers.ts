import { http, HttpResponse } from 'msw';
import { ImpactCreate, ImpactUpdate, type Impact } from '../../impact/impact.contract';
import { IMPACT_MESSAGES } from '../../impact/impact.messages';
import { distinctIds, impactMappingRefusal } from '../../impact/impact.rules';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson, validationMessage } from './util';

export const mockImpactsOf = (analysisId: string): Impact[] =>
  getMockDb().impacts.filter((i) => i.impactAnalysisId === analysisId);

const analysisRow = (id: unknown) => getMockDb().impactAnalyses.find((r) => r.impactAnalysis.id === id);
const mappable = (regulationId: string) =>
  new Set(
    getMockDb()
      .requirements.filter((r) => r.regulationId === regulationId && r.type !== 'HEADING')
      .map((r) => r.id),
  );

/** as the server: a paragraph counts as its clause, each clause once */
const mappedClauses = (ids: string[]) => {
  const clauseOf = new Map(getMockDb().requirements.map((r) => [r.id, r.interpretedInRequirementId ?? r.id]));
  return new Set(ids.map((id) => clauseOf.get(id) ?? id)).size;
};

/** the list's statistics follow the impacts (totals stay as stored) */
function recount(analysisId: string): void {
  const row = analysisRow(analysisId);
  if (!row) return;
  const impacts = mockImpactsOf(analysisId);
  row.statistics = {
    ...row.statistics,
    numberOfImpact: impacts.length,
    numberOfMappedFromRequirements: mappedClauses(impacts.flatMap((i) => i.requirementIdsFrom)),
    numberOfMappedToRequirements: mappedClauses(impacts.flatMap((i) => i.requirementIdsTo)),
  };
}

function refusal(analysisId: string, next: Impact, previous?: Impact): string | undefined {
  const row = analysisRow(analysisId)!;
  return impactMappingRefusal({
    next,
    previous,
    others: mockImpactsOf(analysisId).filter((i) => i.id !== next.id),
    fromRequirementIds: mappable(row.impactAnalysis.regulationIdFrom),
    toRequirementIds: mappable(row.impactAnalysis.regulationIdTo),
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Impacts of an analysis and the compare diff (the mock's diff is a plain before/after, not word-level). */
export const impactImpactsHandlers = [
  http.get(qms('/impact-analyses/:id/impacts'), ({ params }) =>
    analysisRow(params.id)
      ? HttpResponse.json(mockImpactsOf(String(params.id)))
      : errorResponse(404, IMPACT_MESSAGES.analysisNotFound),
  ),
  http.post(qms('/impact-analyses/:id/impacts'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const id = String(params.id);
    if (!analysisRow(id)) return errorResponse(404, IMPACT_MESSAGES.analysisNotFound);
    const parsed = ImpactCreate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const impact: Impact = {
      ...parsed.data,
      requirementIdsFrom: distinctIds(parsed.data.requirementIdsFrom),
      requirementIdsTo: distinctIds(parsed.data.requirementIdsTo),
      id: crypto.randomUUID(),
      dbVersion: 0,
      impactAnalysisId: id,
    };
    const refused = refusal(id, impact);
    if (refused) return errorResponse(400, refused);
    getMockDb().impacts.push(impact);
    recount(id);
    return HttpResponse.json(impact, { status: 201 });
  }),
  http.put(qms('/impact-analyses/:id/impacts/:impactId'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const id = String(params.id);
    const stored = mockImpactsOf(id).find((i) => i.id === params.impactId);
    if (!stored) return errorResponse(404, IMPACT_MESSAGES.impactNotFound);
    const parsed = ImpactUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    if (parsed.data.dbVersion !== stored.dbVersion) return errorResponse(409, IMPACT_MESSAGES.impactChanged);
    const next: Impact = {
      ...stored,
      ...parsed.data,
      requirementIdsFrom: distinctIds(parsed.data.requirementIdsFrom),
      requirementIdsTo: distinctIds(parsed.data.requirementIdsTo),
      dbVersion: stored.dbVersion + 1,
    };
    const refused = refusal(id, next, stored);
    if (refused) return errorResponse(400, refused);
    Object.assign(stored, next);
    recount(id);
    return HttpResponse.json(stored);
  }),
  http.delete(qms('/impact-analyses/:id/impacts/:impactId'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const db = getMockDb();
    const stored = mockImpactsOf(String(params.id)).find((i) => i.id === params.impactId);
    if (!stored) return errorResponse(404, IMPACT_MESSAGES.impactNotFound);
    db.impacts = db.impacts.filter((i) => i !== stored);
    recount(String(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(qms('/impact-analyses/:id/impacts/:impactId/diff'), ({ params }) => {
    const stored = mockImpactsOf(String(params.id)).find((i) => i.id === params.impactId);
    if (!stored) return errorResponse(404, IMPACT_MESSAGES.impactNotFound);
    const textOf = (ids: string[]) =>
      ids
        .map((rid) => getMockDb().requirements.find((r) => r.id === rid)?.text ?? '')
        .join(' ')
        .replace(/<[^>]*>/g, '');
    const html =
      `<div class="impact-diff"><del>${escapeHtml(textOf(stored.requirementIdsFrom))}</del>` +
      `<ins>${escapeHtml(textOf(stored.requirementIdsTo))}</ins></div>`;
    return new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
];
