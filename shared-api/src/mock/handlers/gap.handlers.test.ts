import { ApiError } from '../../client/api-error';
import { apiJson, setApiBaseUrl } from '../../client/http';
import { sessionStore } from '../../client/session-store';
import { signedInForTests } from '../test-session';
import {
  GapList,
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
} from '../../regulations/qms-requirements.contract';
import { setImplemented, updateQmsRequirement } from '../../regulations/qms-requirements.queries';
import type { RegulationRequirement } from '../../regulations/regulations.contract';
import { getMockDb, resetMockDb } from '../db';
import { server } from '../node';

beforeAll(() => {
  setApiBaseUrl('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  sessionStore.set(signedInForTests());
  const db = getMockDb();
  db.regulations = [
    {
      id: 'reg',
      regulationId: 'reg',
      number: 'ISO 13485',
      title: 'ISO 13485',
      licenseTypeView: 'VIEW_OPEN',
      licenseTypeExport: 'EXPORT_OPEN',
    },
  ];
  const requirement = (id: string, interpretable: boolean): RegulationRequirement => ({
    id,
    key: id,
    regulationId: 'reg',
    type: 'TEXT',
    interpretable,
    text: `<p>${id}</p>`,
    guidance: null,
    paragraph: id,
    level: 1,
    requirementIds: [],
    parentId: null,
    interpretedInRequirementId: interpretable ? null : 'r1',
    withdrawn: false,
    contentVisible: true,
  });
  db.requirements = [requirement('r1', true), requirement('r1.a', false)];
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  sessionStore.set(null);
});
afterAll(() => server.close());

const gapList = () => apiJson(GapList, '/qms-api/qms-regulations/reg/gap-list');

describe('mock gap list backend', () => {
  it('answers defaults, saves an assessment with the server formulas and refuses a stale dbVersion', async () => {
    const initial = await gapList();
    expect(initial.qmsRequirements.map((q) => q.applicabilityWarnings)).toEqual([['NOT_DEFINED']]);
    expect(initial.statistics.notDefinedCount).toBe(1);
    const saved = await updateQmsRequirement({
      requirementId: 'r1',
      applicability: 'APPLICABLE',
      targetSopArtifactIds: ['p1'],
      dbVersion: 0,
    });
    expect(saved.sopEvidenceStates).toEqual({ p1: 'NOT_IMPLEMENTED' });
    const marked = await setImplemented('sop', 'r1', 'p1', true);
    expect(marked.confirmedEvidenceCount).toBe(1);
    expect((await gapList()).statistics.applicableWithoutWarningCount).toBe(1);
    await expect(
      updateQmsRequirement({ requirementId: 'r1', applicability: 'NOT_APPLICABLE', dbVersion: 0 }),
    ).rejects.toEqual(new ApiError(409, QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE, expect.any(String)));
  });

  it('refuses to mark a process that is not a target', async () => {
    await expect(setImplemented('sop', 'r1', 'p9', true)).rejects.toMatchObject({ status: 409 });
  });
});
