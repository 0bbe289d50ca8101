import { http, HttpResponse } from 'msw';
import {
  QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE,
  QmsRegulationUpdate,
  type QmsRegulation,
} from '../../regulations/qms-regulations.contract';
import { getMockDb } from '../db';
import { gapHandlers, statisticsOf } from './gap.handlers';
import { srRequirementsHandlers } from './sr-requirements.handlers';
import { errorResponse, forbidViewer, qms, readJson, requireToken, sr, validationMessage } from './util';

const sorted = () => [...getMockDb().regulations].sort((a, b) => a.title.localeCompare(b.title));
const record = (regulationId: string): QmsRegulation =>
  getMockDb().qmsRegulations.find((r) => r.regulationId === regulationId) ?? {
    regulationId,
    state: 'INFORMATIVE',
    activeFrom: null,
    activeTo: null,
    dbVersion: 0,
  };
/** The regulations area: standards-service regulations and the tenant's applied-regulation records. */
export const regulationsHandlers = [
  ...gapHandlers,
  ...srRequirementsHandlers,
  http.get(sr('/regulations'), () => HttpResponse.json(sorted())),
  // the mock holds no SR relations: no releases, so the gap list proposes nothing
  http.get(sr('/relations'), () => HttpResponse.json([])),
  http.get(sr('/relations/:releaseId'), ({ params }) =>
    errorResponse(404, `Relation release ${String(params.releaseId)} not found`),
  ),
  http.get(qms('/qms-regulations/search'), ({ request }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    return HttpResponse.json(
      sorted().map((regulation) => ({
        regulation,
        qmsRegulation: record(regulation.id),
        statistics: statisticsOf(regulation.id),
      })),
    );
  }),
  // every regulation is applied in every tenant: one record each, the default when never saved
  http.get(qms('/qms-regulations'), ({ request }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    return HttpResponse.json(sorted().map((r) => record(r.id)));
  }),
  // after /search and /statistics (gap.handlers), which the pattern would otherwise take as an id
  http.get(qms('/qms-regulations/:id'), ({ request, params }) => {
    const denied = requireToken(request);
    if (denied) return denied;
    const id = String(params.id);
    if (!getMockDb().regulations.some((r) => r.id === id))
      return errorResponse(404, `Regulation ${id} not found`);
    return HttpResponse.json(record(id));
  }),
  http.put(qms('/qms-regulations/:id'), async ({ request, params }) => {
    const denied = requireToken(request) ?? forbidViewer(request);
    if (denied) return denied;
    const id = String(params.id);
    if (!getMockDb().regulations.some((r) => r.id === id))
      return errorResponse(404, `Regulation ${id} not found`);
    const parsed = QmsRegulationUpdate.safeParse(await readJson(request));
    if (!parsed.success) return errorResponse(400, validationMessage(parsed.error));
    const current = record(id);
    if (current.dbVersion !== parsed.data.dbVersion)
      return errorResponse(409, QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE);
    const saved: QmsRegulation = { ...parsed.data, regulationId: id, dbVersion: current.dbVersion + 1 };
    const db = getMockDb();
    db.qmsRegulations = [...db.qmsRegulations.filter((r) => r.regulationId !== id), saved];
    return HttpResponse.json(saved);
  }),
];
