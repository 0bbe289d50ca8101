import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  LICENSING_NOTICE,
  SR_LICENSED,
  type Impact,
  type ImpactAnalysis,
  type ImpactsBySopArtifactResponse,
} from '@qms/shared-api/contract';
import { qmsRequirements } from '../../regulations/schema';
import { withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import { importTestRegulation } from '../../../test/impact';

describe('impact compare diff and the by-sop-artifact lookup', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  async function analysisWithImpact(
    fromTexts: string[],
    toTexts: string[],
    licence: 'VIEW_OPEN' | 'VIEW_LICENSED' = 'VIEW_OPEN',
  ) {
    const from = await importTestRegulation(t, fromTexts, licence);
    const to = await importTestRegulation(t, toTexts);
    const analysis = expectStatus<ImpactAnalysis>(
      await api(t, acme.admin, 'POST', '/impact-analyses', {
        title: 'Diff',
        regulationIdFrom: from.regulationId,
        regulationIdTo: to.regulationId,
      }),
      201,
    );
    const impact = expectStatus<Impact>(
      await api(t, acme.admin, 'POST', `/impact-analyses/${analysis.id}/impacts`, {
        requirementIdsFrom: from.requirementIds,
        requirementIdsTo: to.requirementIds,
      }),
      201,
    );
    return {
      from,
      to,
      analysis,
      impact,
      diffUrl: `/impact-analyses/${analysis.id}/impacts/${impact.id}/diff`,
    };
  }

  it('answers a sanitised word-level HTML diff of the from- against the to-requirement texts', async () => {
    const { diffUrl } = await analysisWithImpact(
      ['The manufacturer shall keep records.'],
      ['The manufacturer shall keep technical records &lt;script&gt;alert(1)&lt;/script&gt;.'],
    );
    const response = await api(t, acme.viewer, 'GET', diffUrl);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    // unchanged words plain, added ones in <ins>; the markup-like text arrives escaped, never as a tag
    assert.match(
      response.body,
      /The manufacturer shall keep <\/span><ins>technical <\/ins><span>records <\/span>/,
    );
    assert.match(response.body, /<ins>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/ins>/);
    assert.ok(!response.body.includes('<script'), response.body);
  });

  it('sends the licensing notice instead of text without the view right for both regulations', async () => {
    const { diffUrl } = await analysisWithImpact(
      ['Secret licensed clause.'],
      ['Open clause.'],
      'VIEW_LICENSED',
    );
    const unlicensed = await api(t, acme.admin, 'GET', diffUrl);
    assert.equal(unlicensed.statusCode, 200);
    assert.ok(unlicensed.body.includes(LICENSING_NOTICE));
    assert.ok(!unlicensed.body.includes('Secret'));
    const licensed = await api(
      t,
      { ...acme.viewer, roles: [...acme.viewer.roles, SR_LICENSED] },
      'GET',
      diffUrl,
    );
    assert.ok(licensed.body.includes('Secret'), licensed.body);
  });

  it('finds impacts whose requirements have gap entries targeting the process', async () => {
    const { from, analysis, impact } = await analysisWithImpact(['Targeted.', 'Other.'], ['New.']);
    const artifactId = randomUUID();
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.insert(qmsRequirements).values({
        tenantId: acme.tenantId,
        requirementId: from.requirementIds[0]!,
        regulationId: from.regulationId,
        targetSopArtifactIds: [artifactId],
      }),
    );
    const found = expectStatus<ImpactsBySopArtifactResponse>(
      await api(t, acme.viewer, 'GET', `/impact-analyses/search/by-sop-artifact/${artifactId}`),
      200,
    );
    assert.deepEqual(found.impactAnalyses, [analysis]);
    assert.deepEqual(
      found.impacts.map((i) => i.id),
      [impact.id],
    );
    const none = expectStatus<ImpactsBySopArtifactResponse>(
      await api(t, acme.viewer, 'GET', `/impact-analyses/search/by-sop-artifact/${randomUUID()}`),
      200,
    );
    assert.deepEqual(none, { impactAnalyses: [], impacts: [] });
  });
});
