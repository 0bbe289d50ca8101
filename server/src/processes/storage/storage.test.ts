import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  MUST_BE_DRAFT,
  STORAGE_PDF_ONLY,
  storageTooLargeMessage,
  type FileStorage,
  type SopDetailResponse,
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
import { api } from '../../../test/api';
import { newPdfStorage, newProcess, versionUrl } from '../../../test/processes';
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
  const newStorage = (sop: SopDetailResponse) => newPdfStorage(t, acme.admin, sop);
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  /** Whether the database holds these bytes for Acme (the content and its chunks; ADR 0160). */
  const stored = async (data: Buffer) => {
    const rows = await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`select c.size, count(k.seq)::int as chunks from file_contents c
        left join file_content_chunks k on k.tenant_id = c.tenant_id and k.content_id = c.id
        where c.sha256 = ${sha(data)} group by c.size`),
    );
    const [row] = rowsOf<{ size: number; chunks: number }>(rows);
    if (row) assert.ok(row.chunks >= 1 && row.size === data.length);
    return !!row;
  };
  const uniquePdf = () => Buffer.concat([MINIMAL_PDF, Buffer.from(`% ${randomUUID()}\n`)]);

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
    // a second upload replaces the file; the old content goes with the same transaction
    const first = uniquePdf();
    assert.equal((await upload(storage.id, 'v1.pdf', first)).statusCode, 200);
    assert.equal(await stored(first), true);
    const second = uniquePdf();
    assert.equal((await upload(storage.id, 'v2.pdf', second)).statusCode, 200);
    assert.equal(await stored(first), false);
    assert.equal(await stored(second), true);
    assert.equal((await api(t, acme.admin, 'DELETE', `/storage/${storage.id}`)).statusCode, 204);
    assert.equal(await stored(second), false);
    const after = (
      await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${sop.sop.versionId}`)
    ).json() as SopDetailResponse;
    assert.equal(after.sop.sopAsPdf, false);
  });

  it('a new version of a released PDF process starts with a copy of its PDF', async () => {
    const sop = await newProcess(t, acme.admin, { name: 'PDF process' });
    const storage = await newStorage(sop);
    const pdf = uniquePdf();
    assert.equal((await upload(storage.id, 'Purchasing.pdf', pdf)).statusCode, 200);
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
    assert.deepEqual(download.rawPayload, pdf);
    // the copy is the new version's own storage: deleting it leaves the released version's PDF (one content, named
    // by both rows until then)
    assert.equal((await api(t, acme.admin, 'DELETE', `/storage/${copy.id}`)).statusCode, 204);
    assert.equal(await stored(pdf), true);
    const original = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/storage/${storage.id}/content`,
    });
    assert.deepEqual(original.rawPayload, pdf);
  });

  it('deleting the process removes its stored files', async () => {
    const sop = await newProcess(t, acme.admin);
    const storage = await newStorage(sop);
    const pdf = uniquePdf();
    await upload(storage.id, 'p.pdf', pdf);
    assert.equal(await stored(pdf), true);
    assert.equal((await api(t, acme.admin, 'DELETE', versionUrl(sop))).statusCode, 204);
    assert.equal(await stored(pdf), false);
  });

  it('refuses a non-PDF (415, by content), a too large file (413), viewers (403), other tenants (404), non-DRAFT (409)', async () => {
    const sop = await newProcess(t, acme.admin);
    const storage = await newStorage(sop);
    const contentRows = async () =>
      rowsOf<{ n: number }>(
        await withTenant(t.database.db, acme.tenantId, (tx) =>
          tx.execute(
            sql`select (select count(*) from file_contents)::int + (select count(*) from file_content_chunks)::int as n`,
          ),
        ),
      )[0]!.n;
    const before = await contentRows();
    const fake = await upload(storage.id, 'evil.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    assert.equal(fake.statusCode, 415);
    assert.equal(errorMessageOf(fake), STORAGE_PDF_ONLY);
    // the limit the screens check a file against before sending it: the one refused here
    const limits = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/storage/limits' });
    assert.equal(limits.statusCode, 200);
    assert.deepEqual(limits.json(), { maxBytes: MAX });
    const tooLarge = Buffer.concat([MINIMAL_PDF, Buffer.alloc(MAX + 1, 32)]);
    const big = await upload(storage.id, 'big.pdf', tooLarge);
    assert.equal(big.statusCode, 413);
    assert.equal(errorMessageOf(big), storageTooLargeMessage(MAX));
    // the refused uploads' transactions rolled back: none of their bytes stayed
    assert.equal(await contentRows(), before);
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
