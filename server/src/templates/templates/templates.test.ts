import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  TEMPLATE_INITIAL_VERSION_POSITIVE,
  TEMPLATE_MIN_ONE_CHARACTER,
  TEMPLATE_REFUSALS,
  type ReleaseState,
  type Role,
  type Template,
  type TemplatesBySopVersionResponse,
  type TemplateSearchResponse,
  type TemplateStatistics,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { withTenant } from '../../db/tenant';
import { api, expectStatus } from '../../../test/api';
import { insertProcess } from '../../../test/templates';
import { changeTemplateState } from './templates.repository';

describe('templates API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let approver: Role;
  const contentIds: string[] = [];

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    approver = expectStatus(await api(t, acme.admin, 'POST', '/roles', { name: 'Approver QA' }), 201);
    for (const name of ['Record A', 'Record B', 'Record C'])
      contentIds.push(
        expectStatus<{ id: string }>(await api(t, acme.admin, 'POST', '/template-contents', { name }), 201)
          .id,
      );
  });
  after(() => t.close());

  const create = async (body: Record<string, unknown>) =>
    expectStatus<Template>(await api(t, acme.admin, 'POST', '/templates', body), 201);
  // states are set by the fixture helper; the workflow itself is change control's (its own tests)
  const setState = (versionId: string, releaseState: ReleaseState) =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      changeTemplateState(tx, acme.tenantId, versionId, releaseState),
    );
  const release = async (versionId: string) => {
    await setState(versionId, 'IN_RELEASE');
    return setState(versionId, 'RELEASED');
  };

  it('creates a DRAFT with the Initial Version, roles and contents, and lists it sorted by name', async () => {
    const created = await create({
      name: 'zeta form',
      documentKey: 'F-2',
      location: 'QMS/Forms',
      reviewerRoleId: approver.id,
      version: 3,
      createdTemplateContentIds: [contentIds[0]!],
    });
    assert.equal(created.version, 3);
    assert.equal(created.releaseState, 'DRAFT');
    assert.equal(created.reviewerRoleId, approver.id);
    await create({ name: 'Alpha form' });
    const list = expectStatus<Template[]>(await api(t, acme.viewer, 'GET', '/templates'), 200);
    const names = list.map((x) => x.name);
    assert.ok(names.indexOf('Alpha form') < names.indexOf('zeta form'));
    const read = expectStatus<Template>(
      await api(t, acme.viewer, 'GET', `/templates/v/${created.versionId}`),
      200,
    );
    assert.deepEqual(read, created);
  });

  it('refuses invalid input with the spec messages and unknown links with 400', async () => {
    const empty = await api(t, acme.admin, 'POST', '/templates', { name: ' ' });
    assert.equal(empty.statusCode, 400);
    assert.match(errorMessageOf(empty)!, new RegExp(TEMPLATE_MIN_ONE_CHARACTER));
    const zero = await api(t, acme.admin, 'POST', '/templates', { name: 'X', version: 0 });
    assert.equal(zero.statusCode, 400);
    assert.match(errorMessageOf(zero)!, new RegExp(TEMPLATE_INITIAL_VERSION_POSITIVE));
    const role = await api(t, acme.admin, 'POST', '/templates', {
      name: 'X',
      releaserRoleId: crypto.randomUUID(),
    });
    assert.equal(role.statusCode, 400);
    const content = await api(t, acme.admin, 'POST', '/templates', {
      name: 'X',
      reportedTemplateContentIds: ['not-a-content'],
    });
    assert.equal(content.statusCode, 400);
    assert.equal(errorMessageOf(content), 'Template content not-a-content does not exist.');
  });

  it('lets only admins write (viewer 403)', async () => {
    const response = await api(t, acme.viewer, 'POST', '/templates', { name: 'Viewer form' });
    assert.equal(response.statusCode, 403);
  });

  it('updates a DRAFT with its dbVersion and refuses a stale one with 409', async () => {
    const draft = await create({ name: 'Edit me' });
    const updated = expectStatus<Template>(
      await api(t, acme.admin, 'PUT', `/templates/v/${draft.versionId}`, {
        name: 'Edited',
        description: 'd',
        dbVersion: draft.dbVersion,
      }),
      200,
    );
    assert.equal(updated.name, 'Edited');
    assert.equal(updated.dbVersion, draft.dbVersion + 1);
    const stale = await api(t, acme.admin, 'PUT', `/templates/v/${draft.versionId}`, {
      name: 'Lost',
      dbVersion: draft.dbVersion,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), TEMPLATE_REFUSALS.changedBySomeoneElse);
  });

  it('saves the Change Description when sent and keeps it when an edit omits it', async () => {
    const draft = await create({ name: 'Described' });
    assert.equal(draft.changeDescription, '');
    const described = expectStatus<Template>(
      await api(t, acme.admin, 'PUT', `/templates/v/${draft.versionId}`, {
        name: 'Described',
        changeDescription: 'First release of the form.',
        dbVersion: draft.dbVersion,
      }),
      200,
    );
    assert.equal(described.changeDescription, 'First release of the form.');
    const edited = expectStatus<Template>(
      await api(t, acme.admin, 'PUT', `/templates/v/${draft.versionId}`, {
        name: 'Described again',
        dbVersion: described.dbVersion,
      }),
      200,
    );
    assert.equal(edited.changeDescription, 'First release of the form.');
  });

  it('enforces the state table in the fixture helper (the module enforces it for requests)', async () => {
    const v = await create({ name: 'Stateful' });
    await assert.rejects(setState(v.versionId, 'RELEASED'), { statusCode: 409 });
    await setState(v.versionId, 'IN_RELEASE');
    await setState(v.versionId, 'DRAFT');
    assert.equal((await release(v.versionId)).releaseState, 'RELEASED');
    await assert.rejects(setState(v.versionId, 'DRAFT'), { statusCode: 409 });
    assert.equal((await setState(v.versionId, 'OBSOLETE')).releaseState, 'OBSOLETE');
  });

  it('edits and deletes only in DRAFT', async () => {
    const v = await create({ name: 'Locked' });
    await setState(v.versionId, 'IN_RELEASE');
    const current = expectStatus<Template>(
      await api(t, acme.admin, 'GET', `/templates/v/${v.versionId}`),
      200,
    );
    const edit = await api(t, acme.admin, 'PUT', `/templates/v/${v.versionId}`, {
      name: 'Changed',
      dbVersion: current.dbVersion,
    });
    assert.equal(edit.statusCode, 409);
    assert.equal(errorMessageOf(edit), TEMPLATE_REFUSALS.editOnlyDraft);
    const del = await api(t, acme.admin, 'DELETE', `/templates/v/${v.versionId}`);
    assert.equal(del.statusCode, 409);
    assert.equal(errorMessageOf(del), TEMPLATE_REFUSALS.deleteOnlyDraft);
    const draft = await create({ name: 'Deletable' });
    assert.equal((await api(t, acme.admin, 'DELETE', `/templates/v/${draft.versionId}`)).statusCode, 204);
    assert.equal((await api(t, acme.admin, 'GET', `/templates/v/${draft.versionId}`)).statusCode, 404);
  });

  it('creates a new version through change control (version + 1, links carried), not from a DRAFT', async () => {
    const v1 = await create({
      name: 'Versioned',
      reviewerRoleId: approver.id,
      createdTemplateContentIds: [contentIds[1]!],
      reportedTemplateContentIds: [contentIds[2]!],
    });
    const early = await api(t, acme.admin, 'POST', `/templates/a/${v1.artifactId}/v`);
    assert.equal(early.statusCode, 409);
    await release(v1.versionId);
    const created = expectStatus<{ versionId: string }>(
      await api(t, acme.admin, 'POST', `/templates/a/${v1.artifactId}/v`),
      201,
    );
    const v2 = expectStatus<Template>(
      await api(t, acme.admin, 'GET', `/templates/v/${created.versionId}`),
      200,
    );
    assert.equal(v2.version, 2);
    assert.equal(v2.releaseState, 'DRAFT');
    assert.equal(v2.artifactId, v1.artifactId);
    assert.deepEqual(v2.createdTemplateContentIds, [contentIds[1]]);
    assert.deepEqual(v2.reportedTemplateContentIds, [contentIds[2]]);
    assert.equal(v2.reviewerRoleId, approver.id);
    assert.equal((await api(t, acme.admin, 'POST', `/templates/a/${v1.artifactId}/v`)).statusCode, 409);
    const history = await api(t, acme.viewer, 'GET', `/templates/a/${v1.artifactId}/v`);
    assert.equal(history.statusCode, 200);
    const releases = await api(t, acme.viewer, 'GET', `/templates/v/${v1.versionId}/change-control`);
    assert.equal(releases.statusCode, 200);
    assert.equal((await api(t, acme.admin, 'POST', `/templates/a/${crypto.randomUUID()}/v`)).statusCode, 404);
  });

  it('links templates to processes directly and by content, and answers by process version', async () => {
    const direct = await create({ name: 'Direct form' });
    const byContent = await create({ name: 'Content form', createdTemplateContentIds: [contentIds[0]!] });
    const byBlock = await create({ name: 'Block form', reportedTemplateContentIds: [contentIds[2]!] });
    const sop = await insertProcess(t, acme.tenantId, {
      name: 'Purchasing',
      templateArtifactIds: [direct.artifactId],
      templateContentIds: [contentIds[0]!],
      blocks: [
        { templateContentIds: [contentIds[2]!] },
        { templateContentIds: [contentIds[1]!], versionState: 'DELETED' },
      ],
    });
    const search = expectStatus<TemplateSearchResponse>(
      await api(t, acme.viewer, 'GET', '/templates/search'),
      200,
    );
    assert.deepEqual(search.templatesToSopVersionIdsLinkedDirectly[direct.versionId], [sop.versionId]);
    assert.deepEqual(search.templatesToSopVersionIdsLinkedByTemplateContent[direct.versionId], []);
    assert.deepEqual(search.templatesToSopVersionIdsLinkedByTemplateContent[byContent.versionId], [
      sop.versionId,
    ]);
    assert.deepEqual(search.templatesToSopVersionIdsLinkedByTemplateContent[byBlock.versionId], [
      sop.versionId,
    ]);
    assert.deepEqual(search.templatesToSopArtifactIds[byBlock.versionId], [sop.artifactId]);
    assert.ok(search.sops.some((s) => s.versionId === sop.versionId));

    const by = expectStatus<TemplatesBySopVersionResponse>(
      await api(t, acme.viewer, 'GET', `/templates/search/by-sop-version?sopVersionId=${sop.versionId}`),
      200,
    );
    assert.deepEqual(
      by.blocks.map((b) => b.versionId),
      [sop.blockVersionIds[0]],
    );
    const usedNames = by.templates.map((x) => x.name).sort();
    assert.ok(['Block form', 'Content form', 'Direct form'].every((n) => usedNames.includes(n)));
    assert.deepEqual(by.templateToBlocksVersionIds[byBlock.versionId], [sop.blockVersionIds[0]]);
    assert.deepEqual(by.templateToBlocksVersionIds[direct.versionId], []);
    const missing = await api(
      t,
      acme.viewer,
      'GET',
      `/templates/search/by-sop-version?sopVersionId=${crypto.randomUUID()}`,
    );
    assert.equal(missing.statusCode, 404);
    const bad = await api(t, acme.viewer, 'GET', '/templates/search/by-sop-version?sopVersionId=x');
    assert.equal(bad.statusCode, 400);
  });

  it('counts versions per state and templates with a released version', async () => {
    const other = await createTenant(t.database, 'Stats');
    const mk = async (name: string) =>
      expectStatus<Template>(await api(t, other.admin, 'POST', '/templates', { name }), 201);
    const a = await mk('A');
    await mk('B');
    await withTenant(t.database.db, other.tenantId, async (tx) => {
      await changeTemplateState(tx, other.tenantId, a.versionId, 'IN_RELEASE');
      await changeTemplateState(tx, other.tenantId, a.versionId, 'RELEASED');
    });
    const stats = expectStatus<TemplateStatistics>(
      await api(t, other.viewer, 'GET', '/templates/statistics'),
      200,
    );
    assert.deepEqual(stats, {
      countByReleaseState: { DRAFT: 1, IN_RELEASE: 0, RELEASED: 1, OBSOLETE: 0 },
      latestReleasedCount: 1,
    });
  });
});
