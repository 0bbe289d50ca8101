import { ApiError } from '../../client/api-error';
import { apiJson, setApiBaseUrl } from '../../client/http';
import { sessionStore } from '../../client/session-store';
import { signedInForTests } from '../test-session';
import { ImpactAnalysisSearchResponse } from '../../impact/impact.contract';
import { IMPACT_MESSAGES } from '../../impact/impact.messages';
import {
  createImpact,
  createImpactAnalysis,
  deleteImpactAnalysis,
  fetchImpactDiff,
  updateImpact,
  updateImpactAnalysis,
} from '../../impact/impact.queries';
import type { RegulationRequirement } from '../../regulations/regulations.contract';
import { getMockDb, resetMockDb } from '../db';
import { server } from '../node';

const F1 = '00000000-0000-4000-8000-0000000000f1';
const F2 = '00000000-0000-4000-8000-0000000000f2';
const T1 = '00000000-0000-4000-8000-0000000000a1';

beforeAll(() => {
  setApiBaseUrl('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  sessionStore.set(signedInForTests());
  const requirement = (id: string, regulationId: string, text: string): RegulationRequirement => ({
    id,
    key: id,
    regulationId,
    type: 'TEXT',
    interpretable: true,
    text: `<p>${text}</p>`,
    guidance: null,
    paragraph: '',
    level: 1,
    requirementIds: [],
    parentId: null,
    interpretedInRequirementId: null,
    withdrawn: false,
    contentVisible: true,
  });
  getMockDb().requirements = [
    requirement(F1, 'old', 'keep records'),
    requirement(F2, 'old', 'other'),
    requirement(T1, 'new', 'keep technical records'),
  ];
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  sessionStore.set(null);
});
afterAll(() => server.close());

const search = () => apiJson(ImpactAnalysisSearchResponse, '/qms-api/impact-analyses/search');

describe('mock impact backend', () => {
  it('creates an analysis with totals, maps impacts under the §5 rules and recounts the statistics', async () => {
    await expect(
      createImpactAnalysis({ title: 'Same', regulationIdFrom: 'old', regulationIdTo: 'old' }),
    ).rejects.toEqual(new ApiError(400, IMPACT_MESSAGES.sameRegulation, expect.any(String)));
    const analysis = await createImpactAnalysis({
      title: 'Old to new',
      regulationIdFrom: 'old',
      regulationIdTo: 'new',
    });
    const impact = await createImpact(analysis.id, { requirementIdsFrom: [F1], requirementIdsTo: [T1] });
    expect(impact.impactType).toBe('NOT_DEFINED');
    await expect(createImpact(analysis.id, { requirementIdsFrom: [F1] })).rejects.toMatchObject({
      status: 400,
    });
    await expect(createImpact(analysis.id, {})).rejects.toEqual(
      new ApiError(400, IMPACT_MESSAGES.oneRequirementRequired, expect.any(String)),
    );
    await expect(
      updateImpact(analysis.id, impact.id, { ...impact, requirementIdsTo: [] }),
    ).rejects.toMatchObject({ status: 400 });
    const saved = await updateImpact(analysis.id, impact.id, { ...impact, requirementIdsFrom: [F1, F2] });
    expect(saved.dbVersion).toBe(1);
    await expect(updateImpact(analysis.id, impact.id, impact)).rejects.toMatchObject({ status: 409 });
    const [row] = (await search()).results;
    expect(row?.statistics).toEqual({
      impactAnalysisId: analysis.id,
      numberOfMappedFromRequirements: 2,
      numberOfMappedToRequirements: 1,
      totalNumberOfFromRequirements: 2,
      totalNumberOfToRequirements: 1,
      numberOfImpact: 1,
    });
    expect(await fetchImpactDiff(analysis.id, impact.id)).toContain('<ins>keep technical records</ins>');
  });

  it('keeps From and To fixed and deletes an analysis with its impacts', async () => {
    const analysis = await createImpactAnalysis({
      title: 'A',
      regulationIdFrom: 'old',
      regulationIdTo: 'new',
    });
    await createImpact(analysis.id, { requirementIdsFrom: [F1] });
    await expect(updateImpactAnalysis(analysis.id, { ...analysis, regulationIdTo: 'other' })).rejects.toEqual(
      new ApiError(400, IMPACT_MESSAGES.fromToFixed, expect.any(String)),
    );
    expect((await updateImpactAnalysis(analysis.id, { ...analysis, title: 'B' })).dbVersion).toBe(1);
    await deleteImpactAnalysis(analysis.id);
    expect(getMockDb().impacts).toEqual([]);
    expect((await search()).results).toEqual([]);
  });
});
