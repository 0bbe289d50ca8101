import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  IMPACT_MESSAGES,
  unknownRegulationMessage,
  type Comment,
  type Impact,
  type ImpactAnalysis,
  type ImpactAnalysisSearchResponse,
} from '@qms/shared-api/contract';
import { rowsOf } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import { importTestRegulation } from '../../../test/impact';

describe('impact analyses API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let globex: TestTenant;
  let mdd: Awaited<ReturnType<typeof importTestRegulation>>;
  let mdr: Awaited<ReturnType<typeof importTestRegulation>>;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    globex = await createTenant(t.database, 'Globex');
    mdd = await importTestRegulation(t, ['Old one.', 'Old two.', 'Old three.']);
    mdr = await importTestRegulation(t, ['New one.', { prose: 'New two:', items: ['first;', 'second.'] }]);
  });
  after(() => t.close());

  const create = async (title: string) =>
    expectStatus<ImpactAnalysis>(
      await api(t, acme.admin, 'POST', '/impact-analyses', {
        title,
        regulationIdFrom: mdd.regulationId,
        regulationIdTo: mdr.regulationId,
      }),
      201,
    );
  const refusal = async (method: 'POST' | 'PUT', url: string, body: unknown, status = 400) => {
    const response = await api(t, acme.admin, method, url, body);
    assert.equal(response.statusCode, status, response.body);
    return errorMessageOf(response);
  };

  it('counts the clauses of each regulation and the distinct mapped ones, a paragraph as part of its clause', async () => {
    assert.equal(mdd.requirementIds.length, 3);
    assert.equal(mdd.headingIds.length, 1);
    assert.equal(mdr.clauseIds.length, 2);
    assert.equal(mdr.paragraphIds.length, 2);
    const analysis = await create('MDD to MDR');
    assert.equal(analysis.dbVersion, 0);
    const impacts = `/impact-analyses/${analysis.id}/impacts`;
    expectStatus(
      await api(t, acme.admin, 'POST', impacts, {
        requirementIdsFrom: [mdd.requirementIds[0], mdd.requirementIds[1]],
        requirementIdsTo: [mdr.requirementIds[0]],
      }),
      201,
    );
    expectStatus(
      await api(t, acme.admin, 'POST', impacts, { requirementIdsFrom: [mdd.requirementIds[2]] }),
      201,
    );
    // both paragraphs of the second clause, by two impacts: the clause counts once
    for (const paragraphId of mdr.paragraphIds)
      expectStatus(await api(t, acme.admin, 'POST', impacts, { requirementIdsTo: [paragraphId] }), 201);
    const search = expectStatus<ImpactAnalysisSearchResponse>(
      await api(t, acme.viewer, 'GET', '/impact-analyses/search'),
      200,
    );
    const result = search.results.find((r) => r.impactAnalysis.id === analysis.id);
    assert.deepEqual(result?.statistics, {
      impactAnalysisId: analysis.id,
      numberOfMappedFromRequirements: 3,
      numberOfMappedToRequirements: 2,
      totalNumberOfFromRequirements: 3,
      totalNumberOfToRequirements: 2,
      numberOfImpact: 4,
    });
    const other = expectStatus<ImpactAnalysisSearchResponse>(
      await api(t, globex.viewer, 'GET', '/impact-analyses/search'),
      200,
    );
    assert.deepEqual(other.results, []);
  });

  it('validates the dialog fields and the regulations, and is for admins only', async () => {
    const body = { title: 'X', regulationIdFrom: mdd.regulationId, regulationIdTo: mdr.regulationId };
    assert.equal(await refusal('POST', '/impact-analyses', { ...body, title: ' ' }), 'Minimum 1 character');
    assert.equal(
      await refusal('POST', '/impact-analyses', { ...body, regulationIdFrom: '' }),
      'From Regulation must be selected',
    );
    assert.equal(
      await refusal('POST', '/impact-analyses', { ...body, regulationIdTo: '' }),
      'To Regulation must be selected',
    );
    assert.equal(
      await refusal('POST', '/impact-analyses', { ...body, regulationIdTo: mdd.regulationId }),
      IMPACT_MESSAGES.sameRegulation,
    );
    assert.equal(
      await refusal('POST', '/impact-analyses', { ...body, regulationIdTo: 'no-such-regulation' }),
      unknownRegulationMessage('no-such-regulation'),
    );
    assert.equal((await api(t, acme.viewer, 'POST', '/impact-analyses', body)).statusCode, 403);
  });

  it('renames with dbVersion, keeps From and To fixed and answers 409 when stale', async () => {
    const analysis = await create('Before rename');
    const url = `/impact-analyses/${analysis.id}`;
    assert.equal(
      await refusal('PUT', url, { ...analysis, regulationIdTo: mdd.regulationId }),
      IMPACT_MESSAGES.fromToFixed,
    );
    const renamed = expectStatus<ImpactAnalysis>(
      await api(t, acme.admin, 'PUT', url, { ...analysis, title: 'After rename' }),
      200,
    );
    assert.deepEqual(renamed, { ...analysis, title: 'After rename', dbVersion: 1 });
    assert.equal(
      await refusal('PUT', url, { ...analysis, title: 'Late' }, 409),
      IMPACT_MESSAGES.analysisChanged,
    );
    assert.deepEqual(expectStatus(await api(t, acme.viewer, 'GET', url), 200), renamed);
    assert.equal((await api(t, globex.admin, 'GET', url)).statusCode, 404);
  });

  it('deletes the analysis with its impacts and the comments on both', async () => {
    const analysis = await create('To delete');
    const impact = expectStatus<Impact>(
      await api(t, acme.admin, 'POST', `/impact-analyses/${analysis.id}/impacts`, {
        requirementIdsFrom: [mdd.requirementIds[0]],
        requirementIdsTo: [mdr.requirementIds[0]],
      }),
      201,
    );
    const comment = (refId: string, refType: string, parent?: string) =>
      api(t, acme.viewer, 'POST', '/comments', {
        comment: `On ${refType}`,
        refId,
        refType,
        parentRefId: parent ?? null,
        parentRefType: parent ? 'IMPACT_ANALYSIS' : null,
      });
    expectStatus<Comment>(await comment(analysis.id, 'IMPACT_ANALYSIS'), 201);
    expectStatus<Comment>(await comment(impact.id, 'IMPACT', analysis.id), 201);
    assert.equal(
      expectStatus<Comment[]>(await api(t, acme.viewer, 'GET', `/comments/${impact.id}`), 200).length,
      1,
    );
    assert.equal((await api(t, acme.viewer, 'DELETE', `/impact-analyses/${analysis.id}`)).statusCode, 403);
    assert.equal((await api(t, acme.admin, 'DELETE', `/impact-analyses/${analysis.id}`)).statusCode, 204);
    assert.equal((await api(t, acme.admin, 'GET', `/impact-analyses/${analysis.id}`)).statusCode, 404);
    assert.equal(
      (await api(t, acme.admin, 'GET', `/impact-analyses/${analysis.id}/impacts`)).statusCode,
      404,
    );
    const counts = await t.database.db.execute(
      sql`select count(*)::int as n from comments where ref_id in (${analysis.id}, ${impact.id})`,
    );
    assert.deepEqual(rowsOf<{ n: number }>(counts), [{ n: 0 }]);
    assert.equal((await api(t, acme.admin, 'DELETE', `/impact-analyses/${analysis.id}`)).statusCode, 404);
  });
});
