import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ImpactAnalysisSearchResponse } from '@qms/shared-api/contract';
import { impacts } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { createImpactAnalysis } from './analyses.repository';

describe('impact analyses API', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  it('answers each analysis with its impact count and distinct mapped requirements per side', async () => {
    const analysis = await withTenant(t.database.db, acme.tenantId, async (tx) => {
      const a = await createImpactAnalysis(tx, acme.tenantId, {
        title: 'MDR vs MDD',
        regulationIdFrom: 'MDD',
        regulationIdTo: 'MDR',
      });
      await tx.insert(impacts).values([
        {
          tenantId: acme.tenantId,
          impactAnalysisId: a.id,
          requirementIdsFrom: ['r1', 'r2'],
          requirementIdsTo: ['n1'],
        },
        {
          tenantId: acme.tenantId,
          impactAnalysisId: a.id,
          requirementIdsFrom: ['r2'],
          requirementIdsTo: ['n1', 'n2'],
        },
      ]);
      return a;
    });
    const response = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/impact-analyses/search' });
    assert.equal(response.statusCode, 200);
    const [result] = (response.json() as ImpactAnalysisSearchResponse).results;
    assert.deepEqual(result?.impactAnalysis, {
      id: analysis.id,
      title: 'MDR vs MDD',
      regulationIdFrom: 'MDD',
      regulationIdTo: 'MDR',
    });
    assert.equal(result?.statistics.numberOfImpact, 2);
    assert.equal(result?.statistics.numberOfMappedFromRequirements, 2);
    assert.equal(result?.statistics.numberOfMappedToRequirements, 2);
  });
});
