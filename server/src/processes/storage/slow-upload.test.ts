/**
 * A slow upload (ADR 0190): while a client is still sending a file, the server holds no transaction for it, so the
 * storage is not locked and the database serves everyone else (on PGlite, with its one connection, an upload read
 * inside its transaction stopped every other request of the server until the last byte arrived).
 */
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FileStorage } from '@qms/shared-api/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { newPdfStorage, newProcess } from '../../../test/processes';
import { MINIMAL_PDF, multipartBody } from './storage.examples';

const MIB = 1024 * 1024;
/** More than loopback sockets buffer: the client's write drains only once the server has read most of it. */
const FIRST_PART = 24 * MIB;

describe('a slow upload', () => {
  let t: TestContext;
  let acme: TestTenant;
  let port: number;

  before(async () => {
    t = await startTestApp({ storageMaxBytes: 64 * MIB });
    acme = await createTenant(t.database, 'Acme');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('holds no lock or connection while the client sends: others lock the storage and read; then it is stored', async () => {
    const sop = await newProcess(t, acme.admin);
    const storage = await newPdfStorage(t, acme.admin, sop);
    const file = Buffer.concat([MINIMAL_PDF, Buffer.alloc(FIRST_PART + MIB, `% ${randomUUID()}\n`)]);
    const { payload, contentType } = multipartBody('slow.pdf', file);
    const cut = payload.length - MIB;

    const request = http.request({
      port,
      method: 'POST',
      path: `/qms-api/storage/${storage.id}/content`,
      headers: {
        authorization: `Bearer ${await t.token(acme.admin)}`,
        'content-type': contentType,
        'content-length': payload.length,
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
    });
    // the first part sent and mostly read by the server, the last MiB held back: the upload is under way
    if (!request.write(payload.subarray(0, cut)))
      await new Promise((resolve) => request.once('drain', resolve));

    // another transaction locks the storage row at once and reads: nothing of the upload holds the database
    // (a guard turns a wait for the upload's transaction into a failure instead of a hang)
    const others = withTenant(t.database.db, acme.tenantId, async (tx) => {
      const locked = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from file_storages where id = ${storage.id} for update nowait`),
      );
      const roles = await tx.execute(sql`select count(*) from roles`);
      return locked.length === 1 && rowsOf(roles).length === 1;
    });
    const abort = new AbortController();
    const guard = sleep(60_000, undefined, { signal: abort.signal }).then(
      () => {
        throw new Error('still waiting for the upload');
      },
      () => false,
    );
    try {
      assert.equal(await Promise.race([others, guard]), true);
    } catch (error) {
      // the upload given up, so that its transaction ends and the app can close
      request.destroy();
      throw error;
    } finally {
      abort.abort();
    }
    const reading = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/roles' });
    assert.equal(reading.statusCode, 200);

    request.end(payload.subarray(cut));
    const { status, body } = await answered;
    assert.equal(status, 200, body);
    assert.equal((JSON.parse(body) as FileStorage).size, file.length);
    const download = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/storage/${storage.id}/content`,
    });
    assert.equal(download.statusCode, 200);
    assert.equal(
      createHash('sha256').update(download.rawPayload).digest('hex'),
      createHash('sha256').update(file).digest('hex'),
    );
  });
});
