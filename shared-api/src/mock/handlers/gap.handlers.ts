import { http, HttpResponse } from 'msw';
import { assessedOf, derivedOf } from '../../regulations/gap-entry';
import { regulationStatistics, sumStatistics } from '../../regulations/gap-statistics';
import { gapListHeadOf } from '../../regulations/gap-cache';
import {
  GapListHeadQuery,
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
  QmsRequirementUpdate,
  REQUIREMENT_NOT_A_TARGET,
  REQUIREMENT_NOT_INTERPRETABLE,
  type GapList,
  type QmsRequirement,
} from '../../regulations/qms-requirements.contract';
import { getMockDb } from '../db';
import { gapLookupHandlers, linkedBlocksOf } from './gap-lookups.handlers';
import { errorResponse, forbidViewer, qms, readJson, requireToken, validationMessage } from './util';

// The gap list of the mock backend (test scaffolding): the same contract and formulas as the server, no licensing.

const interpretable = (regulationId: string) =>
  getMockDb().requirements.filter((r) => r.regulationId === regulationId && r.interpretable);

function entry(requirementId: string, regulationId: string): QmsRequirement {
  const stored = getMockDb().qmsRequirements.find((q) => q.requirementId === requirementId);
  if (stored) return stored;
  const empty = {
    applicability: 'NOT_DEFINED',
    applicabilityReason: '',
    targetSopArtifactIds: [],
    actualSopArtifactIds: [],
    targetTemplateArtifactIds: [],
    actualTemplateArtifactIds: [],
    targetSopBlockArtifactIds: [],
    templateContentIds: [],
  };
  return {
    ...empty,
    ...derivedOf(empty, 'INTERPRETATION'),
    id: requirementId,
    requirementId,
    regulationId,
    requirementType: 'INTERPRETATION',
    interpretedInRequirementId: null,
    dbVersion: 0,
    notes: '',
    referencedSopBlockArtifactIds: [],
  };
}

const entries = (regulationId: string) => interpretable(regulationId).map((r) => entry(r.id, regulationId));
/** Statistics of a regulation from the mock's entries, with the server's formulas. */
export function statisticsOf(regulationId: string) {
  const list = entries(regulationId);
  return regulationStatistics(list.length, list.map(assessedOf));
}

function save(next: QmsRequirement): QmsRequirement {
  const saved = { ...next, ...derivedOf(next, next.requirementType), dbVersion: next.dbVersion + 1 };
  const db = getMockDb();
  db.qmsRequirements = [...db.qmsRequirements.filter((q) => q.requirementId !== next.requirementId), saved];
  return saved;
}

function requirementOr404(id: string) {
  const requirement = getMockDb().requirements.find((r) => r.id === id);
  if (!requirement) return { error: errorResponse(404, `Requirement ${id} not found`) };
  if (!requirement.interpretable) return { error: errorResponse(400, REQUIREMENT_NOT_INTERPRETABLE) };
  return { current: entry(id, requirement.regulationId) };
}

const lookup = (path: string, match: (q: QmsRequirement, value: string) => boolean, param: string) =>
  http.get(qms(path), ({ request }) => {
    const value = new URL(request.url).searchParams.get(param) ?? '';
    return HttpResponse.json(getMockDb().qmsRequirements.filter((q) => match(q, value)));
  });

const toggle = (
  path: string,
  list: 'actualSopArtifactIds' | 'actualTemplateArtifactIds' | 'referencedSopBlockArtifactIds',
) =>
  (['put', 'delete'] as const).map((method) =>
    http[method](qms(path), ({ request, params }) => {
      const denied = forbidViewer(request);
      if (denied) return denied;
      const found = requirementOr404(String(params.requirementId));
      if (found.error) return found.error;
      const current = found.current!;
      const id = String(params.artifactId ?? params.blockArtifactId);
      const has = current[list].includes(id);
      if (method === 'put' && list !== 'referencedSopBlockArtifactIds' && !has) {
        const targets =
          list === 'actualSopArtifactIds' ? current.targetSopArtifactIds : current.targetTemplateArtifactIds;
        if (!targets.includes(id)) return errorResponse(409, REQUIREMENT_NOT_A_TARGET);
      }
      if ((method === 'put') === has) return HttpResponse.json(current);
      const next = method === 'put' ? [...current[list], id] : current[list].filter((x) => x !== id);
      return HttpResponse.json(save({ ...current, [list]: next }));
    }),
  );

/** The mock's gap-list answer of a regulation (undefined when unknown). */
function gapListOf(id: string): GapList | undefined {
  const db = getMockDb();
  const regulation = db.regulations.find((r) => r.id === id);
  if (!regulation) return undefined;
  const qmsRequirements = entries(id);
  return {
    regulation,
    qmsRegulation: db.qmsRegulations.find((r) => r.regulationId === id) ?? {
      regulationId: id,
      state: 'INFORMATIVE',
      activeFrom: null,
      activeTo: null,
      dbVersion: 0,
    },
    // as the server: no guidance in the answer, only whether there is some (loaded when opened)
    requirements: db.requirements
      .filter((r) => r.regulationId === id)
      .map((r) => ({ ...r, guidance: null, hasGuidance: !!r.guidance?.trim() })),
    qmsRequirements,
    statistics: statisticsOf(id),
    contentVisible: true,
    exportAllowed: true,
    linkedBlocks: linkedBlocksOf(qmsRequirements),
  };
}

export const gapHandlers = [
  ...gapLookupHandlers,
  http.get(qms('/qms-regulations/statistics'), () => {
    const all = getMockDb().regulations.map((r) => statisticsOf(r.id));
    const overallStatistics = sumStatistics(all);
    return HttpResponse.json({
      regulationCount: all.length,
      requirementCount: overallStatistics.totalRequirements,
      evidenceCount: overallStatistics.evidenceCount,
      overallStatistics,
    });
  }),
  http.get(qms('/qms-regulations/:id/statistics'), ({ params }) =>
    HttpResponse.json(statisticsOf(String(params.id))),
  ),
  http.get(qms('/qms-regulations/:id/gap-list'), ({ params }) => {
    const id = String(params.id);
    const list = gapListOf(id);
    return list ? HttpResponse.json(list) : errorResponse(404, `Regulation ${id} not found`);
  }),
  http.get(qms('/qms-regulations/:id/gap-list/head'), ({ params, request }) => {
    const id = String(params.id);
    const query = GapListHeadQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, validationMessage(query.error));
    const list = gapListOf(id);
    if (!list) return errorResponse(404, `Regulation ${id} not found`);
    return HttpResponse.json(gapListHeadOf(list, query.data.limit));
  }),
  http.get(qms('/qms-regulations/csv-export/:regulationId'), ({ params }) => {
    const rows = entries(String(params.regulationId)).map((q) => `"${q.requirementId}","${q.applicability}"`);
    return new HttpResponse(['\uFEFF"Requirement","Applicability"', ...rows].join('\r\n'), {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }),
  http.get(qms('/qms-requirements'), ({ request }) =>
    HttpResponse.json(entries(new URL(request.url).searchParams.get('regulationId') ?? '')),
  ),
  lookup(
    '/qms-requirements/by-template-content-id',
    (q, v) => q.templateContentIds.includes(v),
    'templateContentId',
  ),
  lookup(
    '/qms-requirements/by-target-sop-block-artifact-id',
    (q, v) => q.targetSopBlockArtifactIds.includes(v) || q.referencedSopBlockArtifactIds.includes(v),
    'sopBlockArtifactId',
  ),
  http.put(qms('/qms-requirements'), async ({ request }) => {
    const denied = requireToken(request) ?? forbidViewer(request);
    if (denied) return denied;
    const parsed = QmsRequirementUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const { dbVersion, ...values } = parsed.data;
    const found = requirementOr404(values.requirementId);
    if (found.error) return found.error;
    if (found.current!.dbVersion !== dbVersion)
      return errorResponse(409, QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE);
    return HttpResponse.json(save({ ...found.current!, ...values }));
  }),
  http.delete(qms('/qms-requirements/:id'), ({ request, params }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const db = getMockDb();
    const id = String(params.id);
    const requirement = db.requirements.find((r) => r.id === id);
    if (!requirement) return errorResponse(404, `Requirement ${id} not found`);
    db.qmsRequirements = db.qmsRequirements.filter((q) => q.requirementId !== id);
    return HttpResponse.json(entry(id, requirement.regulationId));
  }),
  ...toggle('/qms-requirements/:requirementId/actual-sop-artifact-ids/:artifactId', 'actualSopArtifactIds'),
  ...toggle(
    '/qms-requirements/:requirementId/actual-template-artifact-ids/:artifactId',
    'actualTemplateArtifactIds',
  ),
  ...toggle(
    '/qms-requirements/:requirementId/referenced-block-artifact-ids/:blockArtifactId',
    'referencedSopBlockArtifactIds',
  ),
];
