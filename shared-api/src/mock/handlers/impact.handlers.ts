import { http, HttpResponse } from 'msw';
import {
  ImpactAnalysisCreate,
  ImpactAnalysisUpdate,
  type ImpactAnalysis,
  type ImpactsBySopArtifactResponse,
} from '../../impact/impact.contract';
import { IMPACT_MESSAGES } from '../../impact/impact.messages';
import { getMockDb, type MockDb } from '../db';
import { impactImpactsHandlers, mockImpactsOf } from './impact-impacts.handlers';
import { errorResponse, forbidViewer, qms, readJson, validationMessage } from './util';

type StoredAnalysis = MockDb['impactAnalyses'][number];

/** fixtures may leave dbVersion out; the answers always carry it, as the server's do */
const analysisOf = (row: StoredAnalysis): ImpactAnalysis => ({
  ...row.impactAnalysis,
  dbVersion: row.impactAnalysis.dbVersion ?? 0,
});
const findMockAnalysis = (id: unknown): StoredAnalysis | undefined =>
  getMockDb().impactAnalyses.find((row) => row.impactAnalysis.id === id);
/** spec 3 §8: "In the mock, a missing impact analysis cannot be found by id." */
const analysisNotFound = () => errorResponse(404, IMPACT_MESSAGES.analysisNotFound);

const withStatistics = (row: StoredAnalysis) => ({
  impactAnalysis: analysisOf(row),
  statistics: row.statistics,
});

/** The impact area: analyses (search, detail, CRUD) here, impacts and the diff in impact-impacts.handlers.ts. */
export const impactHandlers = [
  http.get(qms('/impact-analyses/search'), () =>
    HttpResponse.json({ results: getMockDb().impactAnalyses.map(withStatistics) }),
  ),
  http.get(qms('/impact-analyses/search/by-sop-artifact/:artifactId'), ({ params }) => {
    const db = getMockDb();
    const targeted = new Set(
      db.qmsRequirements
        .filter((q) => q.targetSopArtifactIds.includes(String(params.artifactId)))
        .map((q) => q.requirementId),
    );
    const impacts = db.impacts.filter((i) =>
      [...i.requirementIdsFrom, ...i.requirementIdsTo].some((r) => targeted.has(r)),
    );
    const analysisIds = new Set(impacts.map((i) => i.impactAnalysisId));
    const body: ImpactsBySopArtifactResponse = {
      impactAnalyses: db.impactAnalyses.filter((a) => analysisIds.has(a.impactAnalysis.id)).map(analysisOf),
      impacts,
    };
    return HttpResponse.json(body);
  }),
  http.get(qms('/impact-analyses/search/:id'), ({ params }) => {
    const row = findMockAnalysis(params.id);
    if (!row) return analysisNotFound();
    return HttpResponse.json({ ...withStatistics(row), impacts: mockImpactsOf(row.impactAnalysis.id) });
  }),
  http.get(qms('/impact-analyses/:id'), ({ params }) => {
    const row = findMockAnalysis(params.id);
    return row ? HttpResponse.json(analysisOf(row)) : analysisNotFound();
  }),
  http.post(qms('/impact-analyses'), async ({ request }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const parsed = ImpactAnalysisCreate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const analysis: ImpactAnalysis = { id: crypto.randomUUID(), ...parsed.data, dbVersion: 0 };
    const count = (regulationId: string) =>
      getMockDb().requirements.filter(
        (r) => r.regulationId === regulationId && r.type !== 'HEADING' && !r.interpretedInRequirementId,
      ).length;
    getMockDb().impactAnalyses.push({
      impactAnalysis: analysis,
      statistics: {
        impactAnalysisId: analysis.id,
        numberOfMappedFromRequirements: 0,
        numberOfMappedToRequirements: 0,
        totalNumberOfFromRequirements: count(analysis.regulationIdFrom),
        totalNumberOfToRequirements: count(analysis.regulationIdTo),
        numberOfImpact: 0,
      },
    });
    return HttpResponse.json(analysis, { status: 201 });
  }),
  http.put(qms('/impact-analyses/:id'), async ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const row = findMockAnalysis(params.id);
    if (!row) return analysisNotFound();
    const parsed = ImpactAnalysisUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const current = analysisOf(row);
    if (
      parsed.data.regulationIdFrom !== current.regulationIdFrom ||
      parsed.data.regulationIdTo !== current.regulationIdTo
    )
      return errorResponse(400, IMPACT_MESSAGES.fromToFixed);
    if (parsed.data.dbVersion !== current.dbVersion)
      return errorResponse(409, IMPACT_MESSAGES.analysisChanged);
    row.impactAnalysis = { ...current, title: parsed.data.title, dbVersion: current.dbVersion + 1 };
    return HttpResponse.json(row.impactAnalysis);
  }),
  http.delete(qms('/impact-analyses/:id'), ({ request, params }) => {
    const forbidden = forbidViewer(request);
    if (forbidden) return forbidden;
    const db = getMockDb();
    const row = findMockAnalysis(params.id);
    if (!row) return analysisNotFound();
    db.impactAnalyses = db.impactAnalyses.filter((r) => r !== row);
    db.impacts = db.impacts.filter((i) => i.impactAnalysisId !== row.impactAnalysis.id);
    return new HttpResponse(null, { status: 204 });
  }),
  ...impactImpactsHandlers,
];
