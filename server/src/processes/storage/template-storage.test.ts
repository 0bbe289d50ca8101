import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  TEMPLATE_REFUSALS,
  type FileStorage,
  type ReleaseState,
  type Template,
} from '@qms/shared-api/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, withTenant } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import { MINIMAL_PDF, multipartBody } from './storage.examples';
import { STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY } from '@qms/shared-api/contract';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// a .docx is a zip: its bytes include NUL and bytes above 0x7f, which must come back unchanged
const FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x80, 0x0a, 0x0d, 0x41]);

/** The Uploaded Template (file storage TEMPLATE / TEMPLATE_VERSION) under the state table of spec 2 §4. */
describe('uploaded template file storage', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
  });
  after(() => t.close());

  const newTemplate = async (name: string) =>
    expectStatus<Template>(await api(t, acme.admin, 'POST', '/templates', { name }), 201);
  // the state is set in the database: the workflow that changes it is change control's (its own tests), and the
  // storage module does not import the templates area
  const setState = (versionId: string, state: ReleaseState) =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update templates set release_state = ${state} where version_id = ${versionId}`),
    );
  const createStorage = (versionId: string, user = acme.admin) =>
    api(t, user, 'POST', '/storage', {
      artifactType: 'TEMPLATE',
      artifactVersionId: versionId,
      fileStorageType: 'TEMPLATE_VERSION',
      name: 'CAPA form.docx',
    });
  const upload = (
    id: string,
    user = acme.admin,
    file = { name: 'CAPA form.docx', data: FILE, type: DOCX },
  ) => {
    const { payload, contentType } = multipartBody(file.name, file.data, file.type);
    return t.as(user, {
      method: 'POST',
      url: `/qms-api/storage/${id}/content`,
      payload,
      headers: { 'content-type': contentType },
    });
  };
  const download = (id: string, user = acme.viewer) =>
    t.as(user, { method: 'GET', url: `/qms-api/storage/${id}/content` });
  const expectRefused = (response: Awaited<ReturnType<typeof upload>>) => {
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(errorMessageOf(response), TEMPLATE_REFUSALS.editOnlyDraft);
  };

  it('an admin uploads an office document to a DRAFT; everyone downloads it byte-identical under its name', async () => {
    const template = await newTemplate('Upload form');
    const storage = expectStatus<FileStorage>(await createStorage(template.versionId), 201);
    const uploaded = expectStatus<FileStorage>(await upload(storage.id), 200);
    assert.equal(uploaded.originalFilename, 'CAPA form.docx');
    assert.equal(uploaded.contentType, DOCX);
    const file = await download(storage.id);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, FILE);
    assert.equal(decodeURIComponent(String(file.headers['original-filename'])), 'CAPA form.docx');
  });

  it('refuses viewers (403) and other tenants (404)', async () => {
    const template = await newTemplate('Guarded form');
    assert.equal((await createStorage(template.versionId, acme.viewer)).statusCode, 403);
    assert.equal((await createStorage(template.versionId, other.admin)).statusCode, 404);
    const storage = expectStatus<FileStorage>(await createStorage(template.versionId), 201);
    assert.equal((await upload(storage.id, acme.viewer)).statusCode, 403);
    assert.equal((await upload(storage.id, other.admin)).statusCode, 404);
    assert.equal((await api(t, acme.viewer, 'DELETE', `/storage/${storage.id}`)).statusCode, 403);
    assert.equal((await download(storage.id, other.viewer)).statusCode, 404);
  });

  it('keeps the file of a version in release, released or obsolete: no new storage, upload or delete (409)', async () => {
    const template = await newTemplate('Released form');
    const storage = expectStatus<FileStorage>(await createStorage(template.versionId), 201);
    expectStatus(await upload(storage.id), 200);
    for (const state of ['IN_RELEASE', 'RELEASED', 'OBSOLETE'] as const) {
      await setState(template.versionId, state);
      expectRefused(await createStorage(template.versionId));
      expectRefused(await upload(storage.id));
      expectRefused(await api(t, acme.admin, 'DELETE', `/storage/${storage.id}`));
      // reading is never refused, and the refused calls changed nothing
      const file = await download(storage.id);
      assert.equal(file.statusCode, 200);
      assert.deepEqual(file.rawPayload, FILE);
      const listed = expectStatus<FileStorage[]>(
        await api(t, acme.viewer, 'GET', `/storage?artifact-type=TEMPLATE&artifact-id=${template.versionId}`),
        200,
      );
      assert.deepEqual(
        listed.map((s) => s.id),
        [storage.id],
      );
    }
  });

  it('a cancelled release (back to DRAFT) may change the file again', async () => {
    const template = await newTemplate('Cancelled form');
    await setState(template.versionId, 'IN_RELEASE');
    expectRefused(await createStorage(template.versionId));
    await setState(template.versionId, 'DRAFT');
    const storage = expectStatus<FileStorage>(await createStorage(template.versionId), 201);
    expectStatus(await upload(storage.id), 200);
    assert.equal((await api(t, acme.admin, 'DELETE', `/storage/${storage.id}`)).statusCode, 204);
  });

  it('deleting a DRAFT template version takes its uploaded file along', async () => {
    const template = await newTemplate('Discarded form');
    const storage = expectStatus<FileStorage>(await createStorage(template.versionId), 201);
    expectStatus(await upload(storage.id), 200);
    assert.equal((await api(t, acme.admin, 'DELETE', `/templates/v/${template.versionId}`)).statusCode, 204);
    assert.equal((await download(storage.id)).statusCode, 404);
    const rows = await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`select id from file_storages where artifact_version_id = ${template.versionId}`),
    );
    assert.equal(rowsOf(rows).length, 0);
  });
  it('takes office documents and PDF only, judged by content: anything else 415, the stored file unchanged', async () => {
    const template = await newTemplate('Typed form');
    const storage = expectStatus<FileStorage>(await createStorage(template.versionId), 201);
    expectStatus(await upload(storage.id), 200);
    const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    const refused = [
      { name: 'notes.txt', data: Buffer.from('just some text'), type: 'text/plain' },
      { name: 'diagram.png', data: PNG, type: 'image/png' },
      // the name and the browser's type do not decide: a text file named .docx is refused
      { name: 'fake.docx', data: Buffer.from('PK but not a zip'), type: DOCX },
    ];
    for (const file of refused) {
      const response = await upload(storage.id, acme.admin, file);
      assert.equal(response.statusCode, 415, `${file.name}: ${response.body}`);
      assert.equal(errorMessageOf(response), STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY);
    }
    assert.deepEqual((await download(storage.id)).rawPayload, FILE);

    const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);
    const accepted = [
      { name: 'form.pdf', data: MINIMAL_PDF, type: 'application/pdf' },
      { name: 'legacy.doc', data: OLE2, type: 'application/msword' },
      { name: 'form.odt', data: FILE, type: 'application/vnd.oasis.opendocument.text' },
      { name: 'CAPA form.docx', data: FILE, type: DOCX },
      { name: 'old form.rtf', data: Buffer.from('{\\rtf1\\ansi Training record}'), type: 'application/rtf' },
    ];
    for (const file of accepted) {
      const saved = expectStatus<FileStorage>(await upload(storage.id, acme.admin, file), 200);
      assert.equal(saved.originalFilename, file.name);
      assert.deepEqual((await download(storage.id)).rawPayload, file.data);
    }
  });
});
