import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  STORAGE_FILE_FIELD,
  type FileStorage,
  type NewVersionCreated,
  type ReleaseState,
  type Template,
} from '@qms/shared-api/contract';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// a .docx is a zip: NUL and bytes above 0x7f must survive the copy
const FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x80, 0x0a, 0x0d, 0x41, 0x00, 0x9c]);
const OTHER = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x01, 0x02]);

/** The upload body as a browser sends it (the processes area's own helper is not imported across areas). */
function multipartBody(fileName: string, data: Buffer, contentType: string) {
  const boundary = `----qms${crypto.randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${STORAGE_FILE_FIELD}"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A new template version carries its own copy of the uploaded template file of the version it starts from. */
describe('new template version: uploaded template file', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  // the release itself is change control's (its own tests); here the state is set in the database
  const setState = (versionId: string, state: ReleaseState) =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update templates set release_state = ${state} where version_id = ${versionId}`),
    );
  const storagesOf = (versionId: string) =>
    api(t, acme.viewer, 'GET', `/storage?artifact-type=TEMPLATE&artifact-id=${versionId}`).then((r) =>
      expectStatus<FileStorage[]>(r, 200),
    );
  const upload = async (versionId: string, data: Buffer, name: string) => {
    const storage = expectStatus<FileStorage>(
      await api(t, acme.admin, 'POST', '/storage', {
        artifactType: 'TEMPLATE',
        artifactVersionId: versionId,
        fileStorageType: 'TEMPLATE_VERSION',
        name,
      }),
      201,
    );
    const { payload, contentType } = multipartBody(name, data, DOCX);
    const response = await t.as(acme.admin, {
      method: 'POST',
      url: `/qms-api/storage/${storage.id}/content`,
      payload,
      headers: { 'content-type': contentType },
    });
    return expectStatus<FileStorage>(response, 200);
  };
  const download = (id: string) =>
    t.as(acme.viewer, { method: 'GET', url: `/qms-api/storage/${id}/content` });
  /** The contents (sha256) the storages name that the database holds: one content may be named by several. */
  const contentsOf = async (ids: string[]) =>
    rowsOf<{ sha256: string }>(
      await withTenant(t.database.db, acme.tenantId, (tx) =>
        tx.execute(sql`select distinct c.sha256 from file_storages s
          join file_contents c on c.tenant_id = s.tenant_id and c.sha256 = s.sha256
          where s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      ),
    ).map((row) => row.sha256);

  /** V1 with an uploaded file, released, and V2 created from it. */
  async function releasedWithNewVersion(name: string) {
    const v1 = expectStatus<Template>(await api(t, acme.admin, 'POST', '/templates', { name }), 201);
    const stored = await upload(v1.versionId, FILE, `${name}.docx`);
    await setState(v1.versionId, 'RELEASED');
    const v2 = expectStatus<NewVersionCreated>(
      await api(t, acme.admin, 'POST', `/templates/a/${v1.artifactId}/v`),
      201,
    );
    const [copy, ...more] = await storagesOf(v2.versionId);
    assert.ok(copy, 'the new version has a stored file');
    assert.equal(more.length, 0);
    return { v1, v2, stored, copy };
  }

  it('the new version downloads the same bytes under the same name, from a storage of its own', async () => {
    const { v2, stored, copy } = await releasedWithNewVersion('CAPA form');
    assert.equal(v2.version, 2);
    assert.notEqual(copy.id, stored.id);
    assert.equal(copy.artifactVersionId, v2.versionId);
    assert.equal(copy.fileStorageType, 'TEMPLATE_VERSION');
    assert.equal(copy.originalFilename, 'CAPA form.docx');
    assert.equal(copy.contentType, DOCX);
    assert.equal(copy.size, FILE.length);
    const file = await download(copy.id);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, FILE);
    assert.equal(decodeURIComponent(String(file.headers['original-filename'])), 'CAPA form.docx');
    // no copy of the bytes: both storages name the one stored content (ADR 0160)
    assert.equal((await contentsOf([copy.id, stored.id])).length, 1);
  });

  it("replacing or deleting the new version's file leaves the released version's file alone", async () => {
    const { v1, v2, stored, copy } = await releasedWithNewVersion('Audit form');
    const replaced = await upload(v2.versionId, OTHER, 'second.docx');
    assert.deepEqual((await download(replaced.id)).rawPayload, OTHER);
    expectStatus(await api(t, acme.admin, 'DELETE', `/storage/${copy.id}`), 204);
    assert.equal((await download(copy.id)).statusCode, 404);
    const original = await download(stored.id);
    assert.equal(original.statusCode, 200);
    assert.deepEqual(original.rawPayload, FILE);
    assert.deepEqual(
      (await storagesOf(v1.versionId)).map((s) => s.id),
      [stored.id],
    );
  });

  it('deleting the new DRAFT version takes only its own copy along', async () => {
    const { v2, stored, copy } = await releasedWithNewVersion('Training form');
    expectStatus(await api(t, acme.admin, 'DELETE', `/templates/v/${v2.versionId}`), 204);
    assert.equal((await download(copy.id)).statusCode, 404);
    // the content stays: the released version's storage still names it
    assert.equal((await contentsOf([stored.id])).length, 1);
    assert.deepEqual((await download(stored.id)).rawPayload, FILE);
  });

  it('a version without an uploaded file (or with an empty storage) starts the next without one', async () => {
    const v1 = expectStatus<Template>(
      await api(t, acme.admin, 'POST', '/templates', { name: 'No file form' }),
      201,
    );
    expectStatus(
      await api(t, acme.admin, 'POST', '/storage', {
        artifactType: 'TEMPLATE',
        artifactVersionId: v1.versionId,
        fileStorageType: 'TEMPLATE_VERSION',
        name: 'never uploaded.docx',
      }),
      201,
    );
    await setState(v1.versionId, 'OBSOLETE');
    const v2 = expectStatus<NewVersionCreated>(
      await api(t, acme.admin, 'POST', `/templates/a/${v1.artifactId}/v`),
      201,
    );
    assert.deepEqual(await storagesOf(v2.versionId), []);
    const rows = await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`select id from file_storages where artifact_version_id = ${v2.versionId}`),
    );
    assert.equal(rowsOf(rows).length, 0);
  });
});
