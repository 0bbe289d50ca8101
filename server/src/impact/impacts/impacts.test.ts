import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  IMPACT_MESSAGES,
  requirementAlreadyMappedMessage,
  requirementNotInRegulationMessage,
  type Impact,
  type ImpactAnalysis,
  type ImpactAnalysisDetail,
} from '@qms/shared-api/contract';
import { impacts } from '../schema';
import { rowsOf, withTenant } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import { importTestRegulation } from '../../../test/impact';

describe('impacts API (spec 3 §5 rules on the server)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let globex: TestTenant;
  let from: Awaited<ReturnType<typeof importTestRegulation>>;
  let to: Awaited<ReturnType<typeof importTestRegulation>>;
  let analysis: ImpactAnalysis;
  let url: string;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    globex = await createTenant(t.database, 'Globex');
    from = await importTestRegulation(t, ['F1.', 'F2.', 'F3.', 'F4.']);
    to = await importTestRegulation(t, ['T1.', 'T2.', 'T3.', 'T4.']);
    analysis = expectStatus<ImpactAnalysis>(
      await api(t, acme.admin, 'POST', '/impact-analyses', {
        title: 'Rules',
        regulationIdFrom: from.regulationId,
        regulationIdTo: to.regulationId,
      }),
      201,
    );
    url = `/impact-analyses/${analysis.id}/impacts`;
  });
  after(() => t.close());

  const post = (body: unknown, user = acme.admin) => api(t, user, 'POST', url, body);
  const refused = async (response: Awaited<ReturnType<typeof post>>, status = 400) => {
    assert.equal(response.statusCode, status, response.body);
    return errorMessageOf(response);
  };

  it('creates with NOT_DEFINED types and empty descriptions, lists it and shows it in the detail', async () => {
    const created = expectStatus<Impact>(
      await post({
        id: 'NEW_IMPACT_ID',
        requirementIdsFrom: [from.requirementIds[0]],
        requirementIdsTo: [to.requirementIds[0]],
      }),
      201,
    );
    assert.deepEqual(
      { ...created, id: 'x' },
      {
        id: 'x',
        dbVersion: 0,
        impactAnalysisId: analysis.id,
        impactType: 'NOT_DEFINED',
        impactDescription: '',
        changeType: 'NOT_DEFINED',
        changeDescription: '',
        requirementIdsFrom: [from.requirementIds[0]],
        requirementIdsTo: [to.requirementIds[0]],
      },
    );
    const list = expectStatus<Impact[]>(await api(t, acme.viewer, 'GET', url), 200);
    assert.deepEqual(list, [created]);
    const detail = expectStatus<ImpactAnalysisDetail>(
      await api(t, acme.viewer, 'GET', `/impact-analyses/search/${analysis.id}`),
      200,
    );
    assert.deepEqual(detail.impactAnalysis, analysis);
    assert.deepEqual(detail.impacts, [created]);
    assert.equal(detail.statistics.numberOfImpact, 1);
    assert.equal(
      (await api(t, globex.admin, 'GET', `/impact-analyses/search/${analysis.id}`)).statusCode,
      404,
    );
    assert.equal((await api(t, globex.admin, 'GET', url)).statusCode, 404);
  });

  it('refuses requirements of the wrong regulation, headings and requirements mapped by another impact', async () => {
    assert.equal(await refused(await post({})), IMPACT_MESSAGES.oneRequirementRequired);
    assert.equal(
      await refused(await post({ requirementIdsFrom: [to.requirementIds[1]] })),
      requirementNotInRegulationMessage('from', to.requirementIds[1]!),
    );
    assert.equal(
      await refused(
        await post({ requirementIdsFrom: [from.requirementIds[1]], requirementIdsTo: [to.headingIds[0]] }),
      ),
      requirementNotInRegulationMessage('to', to.headingIds[0]!),
    );
    assert.equal(
      await refused(await post({ requirementIdsFrom: [from.requirementIds[0]] })),
      requirementAlreadyMappedMessage('from', from.requirementIds[0]!),
    );
    assert.equal(
      await refused(
        await post({
          requirementIdsFrom: [from.requirementIds[1]],
          requirementIdsTo: [to.requirementIds[0]],
        }),
      ),
      requirementAlreadyMappedMessage('to', to.requirementIds[0]!),
    );
    assert.equal(
      (await post({ requirementIdsFrom: [from.requirementIds[1]], impactType: 'HUGE' })).statusCode,
      400,
    );
    assert.equal((await post({ requirementIdsFrom: [from.requirementIds[1]] }, acme.viewer)).statusCode, 403);
  });

  it('saves with dbVersion (stale 409), marks user edits and keeps at least one to-requirement', async () => {
    const impact = expectStatus<Impact>(
      await post({ requirementIdsFrom: [from.requirementIds[2]], requirementIdsTo: [to.requirementIds[2]] }),
      201,
    );
    const impactUrl = `${url}/${impact.id}`;
    const saved = expectStatus<Impact>(
      await api(t, acme.admin, 'PUT', impactUrl, {
        ...impact,
        changeType: 'SIMILAR',
        impactType: 'NO_IMPACT',
        impactDescription: 'No change or similar clause, hence no impact.',
        requirementIdsTo: [to.requirementIds[2], to.requirementIds[3], to.requirementIds[3]],
      }),
      200,
    );
    assert.equal(saved.dbVersion, 1);
    assert.deepEqual(saved.requirementIdsTo, [to.requirementIds[2], to.requirementIds[3]]);
    const [row] = await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.select({ edited: impacts.editedByUser }).from(impacts).where(eq(impacts.id, impact.id)),
    );
    assert.equal(row?.edited, true);
    assert.equal(
      await refused(await api(t, acme.admin, 'PUT', impactUrl, { ...impact, changeType: 'CHANGE' }), 409),
      IMPACT_MESSAGES.impactChanged,
    );
    assert.equal(
      await refused(await api(t, acme.admin, 'PUT', impactUrl, { ...saved, requirementIdsTo: [] })),
      IMPACT_MESSAGES.oneRequirementRequired,
    );
    assert.equal((await api(t, acme.viewer, 'PUT', impactUrl, saved)).statusCode, 403);
    assert.equal((await api(t, globex.admin, 'PUT', impactUrl, saved)).statusCode, 404);
  });

  it('allows an impact without to-requirements (a deleted clause) and deletes impacts with their comments', async () => {
    const deleted = expectStatus<Impact>(
      await post({ requirementIdsFrom: [from.requirementIds[3]], changeType: 'DELETED_REQUIREMENT' }),
      201,
    );
    assert.deepEqual(deleted.requirementIdsTo, []);
    const impactUrl = `${url}/${deleted.id}`;
    expectStatus(
      await api(t, acme.viewer, 'POST', '/comments', {
        comment: 'Why deleted?',
        refId: deleted.id,
        refType: 'IMPACT',
        parentRefId: analysis.id,
        parentRefType: 'IMPACT_ANALYSIS',
      }),
      201,
    );
    assert.equal((await api(t, acme.viewer, 'DELETE', impactUrl)).statusCode, 403);
    assert.equal((await api(t, globex.admin, 'DELETE', impactUrl)).statusCode, 404);
    assert.equal((await api(t, acme.admin, 'DELETE', impactUrl)).statusCode, 204);
    assert.equal((await api(t, acme.admin, 'DELETE', impactUrl)).statusCode, 404);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from comments where ref_id = ${deleted.id}`,
    );
    assert.deepEqual(rowsOf<{ n: number }>(left), [{ n: 0 }]);
    // the from-requirement is free again
    expectStatus(await post({ requirementIdsFrom: [from.requirementIds[3]] }), 201);
  });
});
