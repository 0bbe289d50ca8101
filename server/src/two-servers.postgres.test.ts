// Issue 30.2: several servers on several machines, one PostgreSQL. Two independent server processes, each with its
// own data folder, share the database, QMS_KEY_ENCRYPTION_KEY and PUBLIC_URL (the load balancer's address) and
// nothing else: what one does, the other sees, within the times docs/identity.md names.
// PostgreSQL only (server/scripts/test.mjs runs *.postgres.test.ts in that pass): PGlite is one process's database.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import type { ChangeControlRelease, FileStorage, SopDetailResponse } from '@qms/shared-api/contract';
import { resetTestSchema } from '../test/helpers';
import { demoPassword, LiveServer, type Answer } from '../test/live-server';
import { SESSION_CHECK_CACHE_MS } from './identity/session-check';
import { MINIMAL_PDF, multipartBody } from './processes/storage/storage.examples';

const databaseUrl = process.env.DATABASE_URL;
// two ports per run, apart from the other live-server tests' (18000+, 19000+); QMS_TEST_PORT pins them
const PORT = Number(process.env.QMS_TEST_PORT) || 16_000 + (process.pid % 1000);
const ADMIN = 'admin@acme.example';
const VIEWER = 'viewer@acme.example';
/** What browsers open: the same on every server, so both issue and accept tokens of one issuer. */
const PUBLIC_URL = 'https://qms.example.com';

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return answer;
}

/** Polls `check` until it holds; answers the milliseconds it took, or fails after `limitMs`. */
async function within(limitMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) assert.fail(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

describe('two servers on one PostgreSQL, each with its own data folder', () => {
  const dataDirs: string[] = [];
  let a: LiveServer;
  let b: LiveServer;

  // a data folder of its own; LiveServer gives every server the same QMS_KEY_ENCRYPTION_KEY, from the environment
  const serverOn = (port: number, env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qms-two-servers-'));
    dataDirs.push(dataDir);
    return new LiveServer(port, { QMS_DATA_DIR: dataDir, DATABASE_URL: databaseUrl!, PUBLIC_URL, ...env });
  };

  before(async () => {
    assert.ok(databaseUrl, 'needs PostgreSQL (DATABASE_URL): several processes cannot share PGlite');
    await resetTestSchema(databaseUrl);
    a = serverOn(PORT);
    b = serverOn(PORT + 1000);
    // both at once on the empty database: migrations and the demo seed run once, under the advisory lock
    await Promise.all([a.start(), b.start()]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on B a token signed in on A, and on A one signed in on B', async () => {
    const fromA = await a.signIn(ADMIN);
    const fromB = await b.signIn(VIEWER);
    expectStatus(await b.call(fromA, 'GET', '/qms-api/roles'), 200, 'A token on B');
    expectStatus(await a.call(fromB, 'GET', '/qms-api/roles'), 200, 'B token on A');
  });

  it('shows on B a process released on A, with a decision signed on B', async () => {
    const admin = await a.signIn(ADMIN);
    const viewer = await b.signIn(VIEWER);
    const users = (await a.call(admin, 'GET', '/qms-api/users')).json<{ userId: string; email: string }[]>();
    const idOf = (email: string) => users.find((u) => u.email === email)!.userId;

    const sop = expectStatus(
      await a.call(admin, 'POST', '/qms-api/sops', { name: 'Two servers' }),
      201,
      'process',
    ).json<SopDetailResponse>();
    const { versionId } = sop.sop;
    const url = `/qms-api/sops/${sop.sopArtifact.artifactId}/versions/${versionId}`;
    const detail = `/qms-api/sops/sop-artifact-uuid/versions/${versionId}`;
    expectStatus(
      await a.call(admin, 'POST', `${url}/blocks`, { block: { type: 'TIPTAP', name: 'Body' } }),
      201,
      'block',
    );
    const { dbVersion } = (await a.call(admin, 'GET', detail)).json<SopDetailResponse>().sop;
    expectStatus(
      await a.call(admin, 'PUT', url, { changeDescription: 'First issue', dbVersion }),
      200,
      'change description',
    );
    const release = `/qms-api/sops/v/${versionId}/change-control/release`;
    expectStatus(
      await a.call(admin, 'POST', release, {
        comment: 'Please approve',
        expectedDecider: idOf(ADMIN),
        authorUserIds: [idOf(VIEWER)],
      }),
      201,
      'start release',
    );

    // B sees the running release and the author signs there
    const running = (await b.call(viewer, 'GET', release)).json<{ release: ChangeControlRelease }>().release;
    assert.equal(running.state, 'RUNNING');
    expectStatus(
      await b.call(viewer, 'PUT', `${release}/approve`, {
        dbVersion: running.authors[0]!.dbVersion,
        password: demoPassword(VIEWER),
        email: VIEWER,
      }),
      200,
      'approve on B',
    );

    // A completes it; B shows the version released
    const ready = (await a.call(admin, 'GET', release)).json<{ release: ChangeControlRelease }>().release;
    expectStatus(
      await a.call(admin, 'PUT', `${release}/complete`, {
        dbVersion: ready.dbVersion,
        password: demoPassword(ADMIN),
        email: ADMIN,
      }),
      200,
      'complete on A',
    );
    assert.equal(
      (await b.call(viewer, 'GET', detail)).json<SopDetailResponse>().sop.releaseState,
      'RELEASED',
    );
    const done = (await b.call(viewer, 'GET', release)).json<{ release: ChangeControlRelease }>().release;
    assert.equal(done.state, 'COMPLETED');
    const signatures = (await b.call(viewer, 'GET', `/qms-api/sops/v/${versionId}/signatures`)).json<
      { meaning: string }[]
    >();
    assert.deepEqual(
      signatures.map((s) => s.meaning),
      ['Approved', 'Released'],
    );
  });

  it('serves on B a file uploaded on A (the contents are in the database, not in the data folder of A)', async () => {
    const admin = await a.signIn(ADMIN);
    const sop = expectStatus(
      await a.call(admin, 'POST', '/qms-api/sops', { name: 'Two servers file' }),
      201,
      'process',
    ).json<SopDetailResponse>();
    const storage = expectStatus(
      await a.call(admin, 'POST', '/qms-api/storage', {
        artifactType: 'SOP',
        artifactVersionId: sop.sop.versionId,
        fileStorageType: 'SOP_AS_PDF',
        name: 'Process as PDF',
      }),
      201,
      'storage',
    ).json<FileStorage>();
    const { payload, contentType } = multipartBody('Two servers.pdf', MINIMAL_PDF);
    const url = `/qms-api/storage/${storage.id}/content`;
    expectStatus(
      await a.request(
        'POST',
        url,
        { authorization: `Bearer ${admin}`, 'content-type': contentType },
        payload,
      ),
      200,
      'upload on A',
    );
    const download = expectStatus(await b.call(await b.signIn(VIEWER), 'GET', url), 200, 'download on B');
    assert.equal(download.body, MINIMAL_PDF.toString('utf8'));
  });

  it(`refuses on B a token logged out on A within the session check's ${SESSION_CHECK_CACHE_MS} ms`, async () => {
    const tokens = await a.grant(VIEWER);
    // B has just looked at the session and trusts that look for SESSION_CHECK_CACHE_MS
    expectStatus(await b.call(tokens.access_token, 'GET', '/qms-api/roles'), 200, 'before the logout');
    expectStatus(
      await a.form('logout', { client_id: 'qms-web', refresh_token: tokens.refresh_token }),
      204,
      'logout on A',
    );
    const loggedOut = Date.now();
    // A at once; the refresh token on B at once (it is checked in the database)
    assert.equal((await a.call(tokens.access_token, 'GET', '/qms-api/roles')).status, 401);
    const refresh = await b.form('token', {
      grant_type: 'refresh_token',
      client_id: 'qms-web',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(refresh.status, 400, refresh.body);
    // the access token on B: within the documented time (plus a second for a loaded machine's requests)
    await within(
      SESSION_CHECK_CACHE_MS + 1000 - (Date.now() - loggedOut),
      'B refuses the token',
      async () => {
        return (await b.call(tokens.access_token, 'GET', '/qms-api/roles')).status === 401;
      },
    );
  });

  it('signs with a key rotated by the operator command on both servers at once; older tokens stay valid', async () => {
    const before = await a.signIn(ADMIN);
    const oldKid = decodeProtectedHeader(before).kid;
    // the operator command on a third "machine": the same database and key-encryption key, servers running
    const newKid = a.operator('src/identity/rotate-key-cli.ts', []).trim();
    assert.notEqual(newKid, oldKid);

    for (const server of [a, b]) {
      const jwks = (
        await server.request('GET', '/realms/qms/protocol/openid-connect/certs')
      ).json<JSONWebKeySet>();
      assert.deepEqual(
        jwks.keys.map((key) => key.kid),
        [newKid, oldKid],
        `${server.port} publishes the new key first, the old one still`,
      );
    }
    const fromA = await a.signIn(ADMIN);
    const fromB = await b.signIn(ADMIN);
    assert.equal(decodeProtectedHeader(fromA).kid, newKid, 'A signs with the new key');
    assert.equal(decodeProtectedHeader(fromB).kid, newKid, 'B signs with the new key');
    for (const [server, token] of [
      [b, fromA],
      [a, fromB],
      [a, before],
      [b, before],
    ] as const)
      expectStatus(await server.call(token, 'GET', '/qms-api/roles'), 200, `token on ${server.port}`);
  });

  it('refuses a rotation with another key-encryption key, naming the setting the servers must share', () => {
    // (a server started with it refuses to start the same way: identity/key-encryption.test.ts)
    const stranger = serverOn(PORT + 2000, {
      QMS_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 'another key').toString('base64'),
    });
    assert.throws(() => stranger.operator('src/identity/rotate-key-cli.ts', []), /QMS_KEY_ENCRYPTION_KEY/);
  });
});
