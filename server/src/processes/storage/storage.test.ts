import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  MUST_BE_DRAFT,
  STORAGE_PDF_ONLY,
  storageTooLargeMessage,
  type FileStorage,
  type SopDetailResponse,
} from '@qms/shared-api/contract';
import { sql } from 'drizzle-orm';
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
import { MINIMAL_PDF, multipartBody } from './storage.examples';

const MAX = 4096;

describe('file storage API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  const upload = (id: string, name: string, data: Buffer, type = 'application/pdf', user = acme.admin) => {
    const { payload, contentType } = multipartBody(name, data, type);
    return t.as(user, {
      method: 'POST',
      url: `/qms-api/storage/${id}/content`,
      payload,
      headers: { 'content-type': contentType },
    });
  };
  const newStorage = async (sop: SopDetailResponse) =>
    (
      await api(t, acme.admin, 'POST', '/storage', {
        artifactType: 'SOP',
        artifactVersionId: sop.sop.versionId,
        fileStorageType: 'SOP_AS_PDF',
        name: 'Process as PDF',
      })
    ).json() as FileStorage;
  const storageDir = (id: string) => path.join(t.config.dataDir, 'storage', acme.tenantId, id);
  /** Waits (up to 5 s) for the file cleanup that runs after the response; the assertion follows it. */
  const settle = async (done: () => boolean) => {
    for (let i = 0; i < 250 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  before(async () => {
    t = await startTestApp({ storageMaxBytes: MAX });
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
  });
  after(() => t.close());

  it('uploads a PDF, marks the process sopAsPdf, downloads it with name and type, deletes it without orphans', async () => {
    const sop = await newProcess(t, acme.admin);
    const storage = await newStorage(sop);
    const uploaded = await upload(storage.id, 'Einkauf ä.pdf', MINIMAL_PDF);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    assert.equal((uploaded.json() as FileStorage).size, MINIMAL_PDF.length);
    const detail = (
      await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${sop.sop.versionId}`)
    ).json() as SopDetailResponse;
    assert.equal(detail.sop.sopAsPdf, true);
    const listed = await api(
      t,
      acme.viewer,
      'GET',
      `/storage?artifact-type=SOP&artifact-id=${sop.sop.versionId}`,
    );
    assert.deepEqual(
      (listed.json() as FileStorage[]).map((s) => s.originalFilename),
      ['Einkauf ä.pdf'],
    );
    const download = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/storage/${storage.id}/content`,
    });
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.equal(decodeURIComponent(String(download.headers['original-filename'])), 'Einkauf ä.pdf');
    assert.deepEqual(download.rawPayload, MINIMAL_PDF);
    // a second upload replaces the file; the old one is pruned
    const second = Buffer.concat([MINIMAL_PDF, Buffer.from('% v2\n')]);
    assert.equal((await upload(storage.id, 'v2.pdf', second)).statusCode, 200);
    await settle(() => readdirSync(storageDir(storage.id)).length === 1);
    assert.equal(readdirSync(storageDir(storage.id)).length, 1);
    assert.equal((await api(t, acme.admin, 'DELETE', `/storage/${storage.id}`)).statusCode, 204);
    await settle(() => !existsSync(storageDir(storage.id)));
    assert.equal(existsSync(storageDir(storage.id)), false);
    const after = (
      await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${sop.sop.versionId}`)
    ).json() as SopDetailResponse;
    assert.equal(after.sop.sopAsPdf, false);
  });

  it('a new version of a released PDF process starts with a copy of its PDF', async () => {
    const sop = await newProcess(t, acme.admin, { name: 'PDF process' });
    const storage = await newStorage(sop);
    assert.equal((await upload(storage.id, 'Purchasing.pdf', MINIMAL_PDF)).statusCode, 200);
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(
        sql`update sop_versions set release_state = 'RELEASED' where version_id = ${sop.sop.versionId}`,
      ),
    );
    const created = await api(t, acme.admin, 'POST', `/sops/${sop.sopArtifact.artifactId}/versions`);
    assert.equal(created.statusCode, 201, created.body);
    const { versionId } = created.json() as { versionId: string };
    const detail = (
      await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${versionId}`)
    ).json() as SopDetailResponse;
    assert.equal(detail.sop.sopAsPdf, true);
    const [copy] = (
      await api(t, acme.viewer, 'GET', `/storage?artifact-type=SOP&artifact-id=${versionId}`)
    ).json() as FileStorage[];
    assert.ok(copy && copy.id !== storage.id);
    assert.equal(copy.originalFilename, 'Purchasing.pdf');
    const download = await t.as(acme.viewer, { method: 'GET', url: `/qms-api/storage/${copy.id}/content` });
    assert.deepEqual(download.rawPayload, MINIMAL_PDF);
    // the copy is the new version's own: deleting it leaves the released version's PDF
    assert.equal((await api(t, acme.admin, 'DELETE', `/storage/${copy.id}`)).statusCode, 204);
    await settle(() => !existsSync(storageDir(copy.id)));
    assert.equal(existsSync(storageDir(copy.id)), false);
    const original = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/storage/${storage.id}/content`,
    });
    assert.deepEqual(original.rawPayload, MINIMAL_PDF);
  });

  it('deleting the process removes its stored files', async () => {
    const sop = await newProcess(t, acme.admin);
    const storage = await newStorage(sop);
    await upload(storage.id, 'p.pdf', MINIMAL_PDF);
    assert.equal(existsSync(storageDir(storage.id)), true);
    assert.equal((await api(t, acme.admin, 'DELETE', versionUrl(sop))).statusCode, 204);
    await settle(() => !existsSync(storageDir(storage.id)));
    assert.equal(existsSync(storageDir(storage.id)), false);
  });

  it('refuses a non-PDF (415, by content), a too large file (413), viewers (403), other tenants (404), non-DRAFT (409)', async () => {
    const sop = await newProcess(t, acme.admin);
    const storage = await newStorage(sop);
    const fake = await upload(storage.id, 'evil.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    assert.equal(fake.statusCode, 415);
    assert.equal(errorMessageOf(fake), STORAGE_PDF_ONLY);
    const big = await upload(storage.id, 'big.pdf', Buffer.concat([MINIMAL_PDF, Buffer.alloc(MAX + 1, 32)]));
    assert.equal(big.statusCode, 413);
    assert.equal(errorMessageOf(big), storageTooLargeMessage(MAX));
    assert.equal(
      (await upload(storage.id, 'p.pdf', MINIMAL_PDF, 'application/pdf', acme.viewer)).statusCode,
      403,
    );
    assert.equal(
      (await upload(storage.id, 'p.pdf', MINIMAL_PDF, 'application/pdf', other.admin)).statusCode,
      404,
    );
    assert.equal(
      (await t.as(other.admin, { method: 'GET', url: `/qms-api/storage/${storage.id}/content` })).statusCode,
      404,
    );
    const bad = await api(t, acme.admin, 'POST', '/storage', {
      artifactType: 'SOP',
      artifactVersionId: 'x',
      fileStorageType: 'SOP_AS_PDF',
      name: 'n',
    });
    assert.equal(bad.statusCode, 400);
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(
        sql`update sop_versions set release_state = 'RELEASED' where version_id = ${sop.sop.versionId}`,
      ),
    );
    const released = await upload(storage.id, 'p.pdf', MINIMAL_PDF);
    assert.equal(released.statusCode, 409);
    assert.equal(errorMessageOf(released), MUST_BE_DRAFT);
  });
});
