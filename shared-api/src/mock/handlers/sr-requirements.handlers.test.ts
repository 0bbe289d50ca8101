import { ApiError } from '../../client/api-error';
import { apiJson, setApiBaseUrl } from '../../client/http';
import { sessionStore } from '../../client/session-store';
import { requirement } from '../../regulations/gap.fixtures';
import { QmsRegulation, QmsRegulationList } from '../../regulations/qms-regulations.contract';
import { requirementSearchQueryOptions } from '../../regulations/regulations.queries';
import {
  RegulationDetail,
  RegulationRequirementList,
  RequirementGuidance,
  RequirementSearchResult,
  type Regulation,
} from '../../regulations/regulations.contract';
import { GapList } from '../../regulations/qms-requirements.contract';
import { getMockDb, resetMockDb } from '../db';
import { server } from '../node';
import { signedInForTests } from '../test-session';

beforeAll(() => {
  setApiBaseUrl('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
const regulation = (id: string, title: string): Regulation => ({
  id,
  regulationId: id,
  number: id,
  title,
  version: '',
  licenseTypeView: 'VIEW_OPEN',
  licenseTypeExport: 'EXPORT_OPEN',
});
beforeEach(() => {
  sessionStore.set(signedInForTests());
  const db = getMockDb();
  db.regulations = [regulation('reg-1', 'Zeta standard'), regulation('reg-2', 'Alpha standard')];
  db.requirements = [
    requirement('h4', { type: 'HEADING', interpretable: false, text: 'Quality system', level: 1 }),
    requirement('r41', { parentId: 'h4', text: '<p>Document the quality manual.</p>' }),
    requirement('r41a', { parentId: 'r41', interpretable: false, interpretedInRequirementId: 'r41' }),
    requirement('h5', { type: 'HEADING', interpretable: false, text: 'Management', level: 1 }),
    requirement('r51', { parentId: 'h5', text: '<p>Management review of the quality system.</p>' }),
    requirement('x1', { regulationId: 'reg-2', text: '<p>Quality objectives.</p>' }),
  ];
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  sessionStore.set(null);
});
afterAll(() => server.close());

const ids = (list: { id: string }[]) => list.map((r) => r.id);
const search = (filter: Parameters<typeof requirementSearchQueryOptions>[0]) =>
  apiJson(RequirementSearchResult, '/sr-api/requirements', { method: 'POST', body: filter });

describe('mock standards service: requirements (answers like the server)', () => {
  it("answers a requirement's guidance on its own, and the gap list only whether there is some", async () => {
    const db = getMockDb();
    db.requirements = db.requirements.map((r) => (r.id === 'r41' ? { ...r, guidance: '<p>Hint.</p>' } : r));
    expect(await apiJson(RequirementGuidance, '/sr-api/requirements/r41/guidance')).toEqual({
      guidance: '<p>Hint.</p>',
    });
    const gap = await apiJson(GapList, '/qms-api/qms-regulations/reg-1/gap-list');
    expect(gap.requirements.map((r) => [r.id, r.guidance, r.hasGuidance])).toEqual([
      ['h4', null, false],
      ['r41', null, true],
      ['r41a', null, false],
      ['h5', null, false],
      ['r51', null, false],
    ]);
    await expect(apiJson(RequirementGuidance, '/sr-api/requirements/nope/guidance')).rejects.toEqual(
      new ApiError(404, 'Requirement nope not found', expect.any(String)),
    );
  });

  it('answers a regulation with its requirement tree, and 404 for an unknown one', async () => {
    const detail = await apiJson(RegulationDetail, '/sr-api/regulations/reg-1');
    expect(detail.regulation.title).toBe('Zeta standard');
    expect(ids(detail.requirements)).toEqual(['h4', 'r41', 'r41a', 'h5', 'r51']);
    await expect(apiJson(RegulationDetail, '/sr-api/regulations/nope')).rejects.toEqual(
      new ApiError(404, 'Regulation nope not found', expect.any(String)),
    );
  });

  it('filters a regulation to the named requirements and their ancestors, in document order', async () => {
    const filtered = await apiJson(RegulationRequirementList, '/sr-api/regulations/reg-1/filter', {
      method: 'POST',
      body: { applicableRequirementIds: ['r51'], infoRequirementIds: ['r41a'] },
    });
    expect(ids(filtered)).toEqual(['h4', 'r41', 'r41a', 'h5', 'r51']);
    const one = await apiJson(RegulationRequirementList, '/sr-api/regulations/reg-1/filter', {
      method: 'POST',
      body: { applicableRequirementIds: ['r51'] },
    });
    expect(ids(one)).toEqual(['h5', 'r51']);
    await expect(
      apiJson(RegulationRequirementList, '/sr-api/regulations/reg-1/filter', {
        method: 'POST',
        body: { applicableRequirementIds: 'r51' },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('finds requirements by id per regulation and by text of 3+ characters, regulations sorted by title', async () => {
    const named = await search({ requirementIdsPerRegulation: { 'reg-1': ['r51', 'x1'] } });
    expect(ids(named.requirements)).toEqual(['r51']);
    expect(named.requirements[0]!.searchResult).toBe(true);
    const byText = await search({ searchText: 'QUALITY' });
    expect(ids(byText.regulations)).toEqual(['reg-2', 'reg-1']);
    expect(ids(byText.requirements).sort()).toEqual(['h4', 'r41', 'r51', 'x1']);
    expect(await search({ searchText: 'qu' })).toEqual({ regulations: [], requirements: [] });
    await expect(search({ searchText: 'x'.repeat(201) })).rejects.toMatchObject({ status: 400 });
  });

  it('answers the tenant records of the regulations, defaults included, and 404 for an unknown one', async () => {
    const list = await apiJson(QmsRegulationList, '/qms-api/qms-regulations');
    // sorted by title, never saved: INFORMATIVE without dates
    expect(list).toEqual([
      { regulationId: 'reg-2', state: 'INFORMATIVE', activeFrom: null, activeTo: null, dbVersion: 0 },
      { regulationId: 'reg-1', state: 'INFORMATIVE', activeFrom: null, activeTo: null, dbVersion: 0 },
    ]);
    getMockDb().qmsRegulations = [
      { regulationId: 'reg-1', state: 'ACTIVE', activeFrom: '2026-01-01', activeTo: null, dbVersion: 2 },
    ];
    expect(await apiJson(QmsRegulation, '/qms-api/qms-regulations/reg-1')).toMatchObject({
      state: 'ACTIVE',
      dbVersion: 2,
    });
    await expect(apiJson(QmsRegulation, '/qms-api/qms-regulations/nope')).rejects.toMatchObject({
      status: 404,
    });
  });
});
