import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  COMMENT_AUTHOR_ONLY,
  COMMENT_CHANGED_BY_SOMEONE_ELSE,
  UNSPECIFIC_REFERENCE,
  type ChildrenCommentCount,
  type Comment,
  type SopBlock,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { api } from '../../test/api';
import { newProcess, versionUrl } from '../../test/processes';

describe('comments API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let artifactId: string;
  let block: SopBlock;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    const sop = await newProcess(t, acme.admin);
    artifactId = sop.sopArtifact.artifactId;
    block = (
      await api(t, acme.admin, 'POST', `${versionUrl(sop)}/blocks`, { block: { type: 'TIPTAP' } })
    ).json() as SopBlock;
  });
  after(() => t.close());

  const comment = (user = acme.viewer, text = 'Please check', refId?: string) =>
    api(t, user, 'POST', '/comments', {
      comment: text,
      refId: refId ?? block.artifactId,
      refType: 'SOP_BLOCK_ARTIFACT',
      parentRefId: artifactId,
      parentRefType: 'SOP_ARTIFACT',
    });

  it('lets any user comment on a block; lists, counts per block, and keeps the text as plain text', async () => {
    const created = await comment(acme.viewer, '<b>bold</b> text');
    assert.equal(created.statusCode, 201, created.body);
    const body = created.json() as Comment;
    assert.equal(body.createdUserName, 'Acme Viewer');
    assert.equal(body.createdUserInitials, 'VI');
    assert.equal(body.comment, '<b>bold</b> text');
    await comment(acme.admin, 'Second');
    const list = (await api(t, acme.viewer, 'GET', `/comments/${block.artifactId}`)).json() as Comment[];
    assert.deepEqual(
      list.map((c) => c.comment),
      ['<b>bold</b> text', 'Second'],
    );
    const counts = (
      await api(t, acme.viewer, 'GET', `/comments/${artifactId}/children-comment-count`)
    ).json() as ChildrenCommentCount;
    assert.equal(counts[block.artifactId], 2);
    // the process itself can be commented too (refType SOP_ARTIFACT)
    const onProcess = await api(t, acme.viewer, 'POST', '/comments', {
      comment: 'Overall fine',
      refId: artifactId,
      refType: 'SOP_ARTIFACT',
    });
    assert.equal(onProcess.statusCode, 201);
  });

  it("refuses comments without a reference: 'Can not create comment for unspecific reference'", async () => {
    const none = await api(t, acme.viewer, 'POST', '/comments', { comment: 'x', refId: '' });
    assert.equal(none.statusCode, 400);
    assert.equal(errorMessageOf(none), UNSPECIFIC_REFERENCE);
    const noType = await api(t, acme.viewer, 'POST', '/comments', { comment: 'x', refId: block.artifactId });
    assert.equal(errorMessageOf(noType), UNSPECIFIC_REFERENCE);
    assert.equal((await comment(acme.viewer, 'x', crypto.randomUUID())).statusCode, 404);
  });

  it('lets only the author edit or delete (403), guards with dbVersion (409), isolates tenants (404)', async () => {
    const own = (await comment(acme.viewer, 'Mine')).json() as Comment;
    const byAdmin = await api(t, acme.admin, 'PUT', `/comments/${own.id}`, {
      comment: 'Hijack',
      dbVersion: 0,
    });
    assert.equal(byAdmin.statusCode, 403);
    assert.equal(errorMessageOf(byAdmin), COMMENT_AUTHOR_ONLY);
    assert.equal((await api(t, acme.admin, 'DELETE', `/comments/${own.id}`)).statusCode, 403);
    const edited = await api(t, acme.viewer, 'PUT', `/comments/${own.id}`, {
      comment: 'Mine, edited',
      dbVersion: 0,
    });
    assert.equal((edited.json() as Comment).comment, 'Mine, edited');
    const stale = await api(t, acme.viewer, 'PUT', `/comments/${own.id}`, {
      comment: 'again',
      dbVersion: 0,
    });
    assert.equal(errorMessageOf(stale), COMMENT_CHANGED_BY_SOMEONE_ELSE);
    assert.equal((await api(t, other.admin, 'GET', `/comments/${block.artifactId}`)).statusCode, 404);
    assert.equal((await api(t, other.admin, 'DELETE', `/comments/${own.id}`)).statusCode, 404);
    assert.equal((await api(t, acme.viewer, 'DELETE', `/comments/${own.id}`)).statusCode, 204);
  });
});
