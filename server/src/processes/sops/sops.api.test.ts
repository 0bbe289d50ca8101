import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  MUST_BE_DRAFT,
  SOP_CHANGED_BY_SOMEONE_ELSE,
  SOP_HAS_CHILDREN,
  SOP_ORDER_MISMATCH,
  SOP_PARENT_CYCLE,
  type SopDetailResponse,
  type SopListResponse,
  type SopStatistics,
  type SopSummary,
} from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api } from '../../../test/api';
import { newProcess, versionUrl } from '../../../test/processes';

describe('processes API: create, detail, update, order, delete, statistics', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  const setState = (versionId: string, state: string) =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update sop_versions set release_state = ${state} where version_id = ${versionId}`),
    );

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
  });
  after(() => t.close());

  it('creates a process under a parent, appends it to the order and loads it by version and as current', async () => {
    const parent = await newProcess(t, acme.admin, { name: 'Management' });
    const child = await newProcess(t, acme.admin, {
      name: 'Purchasing',
      description: 'Buy things',
      requirementType: 'PRODUCT',
      parentArtifactId: parent.sopArtifact.artifactId,
      version: 3,
    });
    assert.equal(child.sop.version, 3);
    assert.equal(child.sop.releaseState, 'DRAFT');
    assert.equal(child.sopArtifact.requirementType, 'PRODUCT');
    const list = (await api(t, acme.viewer, 'GET', '/sops')).json() as SopListResponse;
    const parentRow = list.artifacts.find((a) => a.artifactId === parent.sopArtifact.artifactId)!;
    assert.deepEqual(parentRow.orderedArtifactIds, [child.sopArtifact.artifactId]);
    assert.ok(list.rootOrderedArtifactIds.includes(parent.sopArtifact.artifactId));
    const byVersion = await api(
      t,
      acme.viewer,
      'GET',
      `/sops/sop-artifact-uuid/versions/${child.sop.versionId}`,
    );
    assert.equal((byVersion.json() as SopDetailResponse).sop.name, 'Purchasing');
    const current = await api(t, acme.viewer, 'GET', `/sops/${child.sopArtifact.artifactId}/current`);
    assert.equal((current.json() as SopDetailResponse).sop.versionId, child.sop.versionId);
    // other tenant: 404
    const foreign = await api(
      t,
      other.admin,
      'GET',
      `/sops/sop-artifact-uuid/versions/${child.sop.versionId}`,
    );
    assert.equal(foreign.statusCode, 404);
  });

  it('validates the new process dialog (400 with the spec messages)', async () => {
    const noName = await api(t, acme.admin, 'POST', '/sops', { name: '' });
    assert.equal(noName.statusCode, 400);
    assert.equal(errorMessageOf(noName), 'Minimum 1 character');
    const badVersion = await api(t, acme.admin, 'POST', '/sops', { name: 'X', version: 0 });
    assert.equal(errorMessageOf(badVersion), 'Initial Version must be a positive number.');
    assert.equal((await api(t, acme.viewer, 'POST', '/sops', { name: 'X' })).statusCode, 403);
  });

  it('updates a DRAFT version with dbVersion; stale → 409; non-DRAFT → 409 must be in DRAFT', async () => {
    const sop = await newProcess(t, acme.admin);
    const ok = await api(t, acme.admin, 'PUT', versionUrl(sop), {
      name: 'Renamed',
      srProcessIds: ['P-1'],
      dbVersion: 0,
    });
    assert.equal(ok.statusCode, 200);
    assert.equal((ok.json() as SopDetailResponse).sop.dbVersion, 1);
    const stale = await api(t, acme.admin, 'PUT', versionUrl(sop), { name: 'Again', dbVersion: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), SOP_CHANGED_BY_SOMEONE_ELSE);
    await setState(sop.sop.versionId, 'RELEASED');
    const released = await api(t, acme.admin, 'PUT', versionUrl(sop), { name: 'Late', dbVersion: 1 });
    assert.equal(released.statusCode, 409);
    assert.equal(errorMessageOf(released), MUST_BE_DRAFT);
    const del = await api(t, acme.admin, 'DELETE', versionUrl(sop));
    assert.equal(errorMessageOf(del), MUST_BE_DRAFT);
    assert.equal(
      (await api(t, acme.viewer, 'PUT', versionUrl(sop), { name: 'V', dbVersion: 1 })).statusCode,
      403,
    );
  });

  it("refuses linking another tenant's template or template content to a version (400 naming the field)", async () => {
    const sop = await newProcess(t, acme.admin);
    const created = async (tenant: TestTenant, url: string, body: object) => {
      const response = await api(t, tenant.admin, 'POST', url, body);
      assert.equal(response.statusCode, 201, response.body);
      return response.json() as { id: string; artifactId: string };
    };
    const ownContent = (await created(acme, '/template-contents', { name: 'Own record' })).id;
    const foreignContent = (await created(other, '/template-contents', { name: 'Other record' })).id;
    const ownTemplate = (await created(acme, '/templates', { name: 'Own form' })).artifactId;
    const foreignTemplate = (await created(other, '/templates', { name: 'Other form' })).artifactId;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [
        { templateContentIds: [ownContent, foreignContent] },
        /^templateContentIds: Template content .* not found\.$/,
      ],
      [{ templateContentIds: ['not-a-uuid'] }, /^templateContentIds: /],
      [{ templateArtifactIds: [foreignTemplate] }, /^templateArtifactIds: Template .* not found\.$/],
      [{ templateArtifactIds: [crypto.randomUUID()] }, /^templateArtifactIds: /],
    ];
    for (const [fields, message] of refusals) {
      const refused = await api(t, acme.admin, 'PUT', versionUrl(sop), { ...fields, dbVersion: 0 });
      assert.equal(refused.statusCode, 400, JSON.stringify(fields));
      assert.match(String(errorMessageOf(refused)), message);
    }
    const ok = await api(t, acme.admin, 'PUT', versionUrl(sop), {
      templateContentIds: [ownContent],
      templateArtifactIds: [ownTemplate],
      dbVersion: 0,
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const { sop: saved } = ok.json() as SopDetailResponse;
    assert.deepEqual([saved.templateContentIds, saved.templateArtifactIds], [[ownContent], [ownTemplate]]);
  });

  it('moves a process (no cycles) and orders siblings; a stale order is refused', async () => {
    const root = await newProcess(t, acme.admin, { name: 'Root' });
    const a = await newProcess(t, acme.admin, { name: 'A', parentArtifactId: root.sopArtifact.artifactId });
    const b = await newProcess(t, acme.admin, { name: 'B', parentArtifactId: root.sopArtifact.artifactId });
    const cycle = await api(t, acme.admin, 'PUT', `/sops/${root.sopArtifact.artifactId}`, {
      parentArtifactId: a.sopArtifact.artifactId,
      requirementType: 'QMS',
      dbVersion: 0,
    });
    assert.equal(cycle.statusCode, 400);
    assert.equal(errorMessageOf(cycle), SOP_PARENT_CYCLE);
    const url = `/sops/order?artifactId=${root.sopArtifact.artifactId}`;
    const ids = [b.sopArtifact.artifactId, a.sopArtifact.artifactId];
    assert.equal((await api(t, acme.admin, 'PUT', url, { orderedArtifactIds: ids })).statusCode, 204);
    const list = (await api(t, acme.admin, 'GET', '/sops')).json() as SopListResponse;
    assert.deepEqual(
      list.artifacts.find((x) => x.artifactId === root.sopArtifact.artifactId)!.orderedArtifactIds,
      ids,
    );
    const stale = await api(t, acme.admin, 'PUT', url, { orderedArtifactIds: [a.sopArtifact.artifactId] });
    assert.equal(errorMessageOf(stale), SOP_ORDER_MISMATCH);
    // move b to the top level
    const moved = await api(t, acme.admin, 'PUT', `/sops/${b.sopArtifact.artifactId}`, {
      parentArtifactId: null,
      requirementType: 'QMS',
      dbVersion: 0,
    });
    assert.equal(moved.statusCode, 204);
    const after = (await api(t, acme.admin, 'GET', '/sops')).json() as SopListResponse;
    assert.deepEqual(
      after.artifacts.find((x) => x.artifactId === root.sopArtifact.artifactId)!.orderedArtifactIds,
      [a.sopArtifact.artifactId],
    );
    assert.ok(after.rootOrderedArtifactIds.includes(b.sopArtifact.artifactId));
    // a parent with children can not lose its only version
    const refused = await api(t, acme.admin, 'DELETE', versionUrl(root));
    assert.equal(errorMessageOf(refused), SOP_HAS_CHILDREN);
    assert.equal((await api(t, acme.admin, 'DELETE', versionUrl(a))).statusCode, 204);
    assert.equal((await api(t, acme.admin, 'DELETE', versionUrl(root))).statusCode, 204);
    const gone = (await api(t, acme.admin, 'GET', '/sops')).json() as SopListResponse;
    assert.ok(!gone.artifacts.some((x) => x.artifactId === root.sopArtifact.artifactId));
    assert.ok(!gone.rootOrderedArtifactIds.includes(root.sopArtifact.artifactId));
  });

  it('reports statistics and artifact summaries', async () => {
    const sop = await newProcess(t, acme.admin, { name: 'Released one' });
    await api(t, acme.admin, 'POST', `${versionUrl(sop)}/blocks`, { block: { type: 'STEP' } });
    await api(t, acme.admin, 'POST', `${versionUrl(sop)}/blocks`, { block: { type: 'TIPTAP' } });
    const before = (await api(t, acme.viewer, 'GET', '/sops/statistics')).json() as SopStatistics;
    await setState(sop.sop.versionId, 'RELEASED');
    const stats = (await api(t, acme.viewer, 'GET', '/sops/statistics')).json() as SopStatistics;
    assert.equal(stats.countByReleaseState.RELEASED, before.countByReleaseState.RELEASED + 1);
    assert.equal(stats.latestReleasedCount, before.latestReleasedCount + 1);
    assert.equal(stats.latestReleasedStepCount, before.latestReleasedStepCount + 1);
    const summaries = await api(
      t,
      acme.viewer,
      'GET',
      `/sops/artifact-summaries?artifactIds=${sop.sopArtifact.artifactId},${crypto.randomUUID()}`,
    );
    const body = summaries.json() as SopSummary[];
    assert.equal(body.length, 1);
    assert.equal(body[0]!.name, 'Released one');
    assert.deepEqual(
      body[0]!.latestVersions.map((v) => v.releaseState),
      ['RELEASED'],
    );
    const bad = await api(t, acme.viewer, 'GET', '/sops/artifact-summaries?artifactIds=nope');
    assert.equal(bad.statusCode, 400);
  });
});
