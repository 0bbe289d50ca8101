import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  SIGNATURE_CREDENTIALS_WRONG,
  SIGNATURE_EMAIL_REQUIRED,
  SIGNATURE_PASSWORD_WRONG,
  type AuditPage,
  type SessionUser,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { api, expectStatus } from '../../test/api';
import {
  addUser,
  cc,
  currentOf,
  PASSWORD,
  processWithBlocks,
  recordOf,
  startRelease,
} from '../../test/change-control';
import { canonicalJson, contentHash } from './content-hash';
import { keycloakPasswordCheck } from './keycloak';
import { FAILED_ATTEMPTS_SUBJECT } from './failed-attempts';

const auth = {
  issuer: 'https://kc.example/realms/qms',
  clientId: 'qms-web',
  claims: { userId: 'sub' } as never,
};
const tokenWith = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('electronic signatures', () => {
  it('hashes content canonically: key order does not matter, array order does', () => {
    assert.equal(canonicalJson({ b: 1, a: [2, { d: 1, c: 2 }] }), '{"a":[2,{"c":2,"d":1}],"b":1}');
    assert.equal(contentHash({ a: 1, b: 2 }), contentHash({ b: 2, a: 1 }));
    assert.notEqual(contentHash({ blocks: ['x', 'y'] }), contentHash({ blocks: ['y', 'x'] }));
    assert.match(contentHash({}), /^[0-9a-f]{64}$/);
  });

  it("checks a password with Keycloak's password grant and binds it to the token's subject", async () => {
    let sent: URLSearchParams | undefined;
    const ok = (async (_url: string, init: RequestInit) => {
      sent = init.body as URLSearchParams;
      return new Response(JSON.stringify({ access_token: tokenWith({ sub: 'user-1' }) }), { status: 200 });
    }) as typeof fetch;
    assert.equal(await keycloakPasswordCheck(auth, 'ann@example.com', 'pw', ok), 'user-1');
    assert.equal(sent?.get('grant_type'), 'password');
    assert.equal(sent?.get('client_id'), 'qms-web');
    assert.equal(sent?.get('username'), 'ann@example.com');
    const refused = (async () =>
      new Response('{"error":"invalid_grant"}', { status: 401 })) as unknown as typeof fetch;
    assert.equal(await keycloakPasswordCheck(auth, 'ann@example.com', 'bad', refused), null);
    const down = (async () => new Response('', { status: 502 })) as unknown as typeof fetch;
    await assert.rejects(keycloakPasswordCheck(auth, 'ann@example.com', 'pw', down));
  });

  describe('through the API (embedded provider)', () => {
    let t: TestContext;
    let acme: TestTenant;
    let signer: SessionUser;
    before(async () => {
      t = await startTestApp();
      acme = await createTenant(t.database, 'Acme');
      signer = await addUser(t, acme, 'Sam Signer');
    });
    after(() => t.close());

    it('counts wrong signature passwords like failed sign-ins and locks after five', async () => {
      const releaser = await addUser(t, acme, 'Rita Releaser', true);
      const { versionId } = await processWithBlocks(t, acme.admin);
      await startRelease(t, acme.admin, versionId, {
        comment: 'Release',
        expectedDecider: releaser.userId,
        authorUserIds: [signer.userId],
      });
      const dbVersion = recordOf((await currentOf(t, signer, versionId))!, signer).dbVersion;
      const approve = (password: string) =>
        api(t, signer, 'PUT', cc(versionId, '/release/approve'), {
          dbVersion,
          password,
          email: signer.email,
        });
      for (let i = 0; i < 5; i++) {
        const r = await approve('wrong');
        assert.equal(r.statusCode, 403);
        assert.equal(errorMessageOf(r), SIGNATURE_PASSWORD_WRONG);
      }
      const locked = await approve(PASSWORD);
      assert.equal(locked.statusCode, 429);
      assert.match(errorMessageOf(locked) ?? '', /Too many wrong passwords/);
      assert.equal(recordOf((await currentOf(t, signer, versionId))!, signer).decision, 'OPEN');
      // §11.300(d): the lock was reported at once, naming the signer and the record, with the admins told
      const trail = expectStatus<AuditPage>(
        await api(
          t,
          acme.admin,
          'GET',
          `/audit-trail?recordId=${signer.userId}&action=SIGNATURE_ATTEMPTS_REPORTED`,
        ),
        200,
      );
      assert.equal(trail.entries.length, 1);
      const reported = JSON.stringify(trail.entries[0]);
      assert.ok(reported.includes(versionId), reported);
      assert.ok(reported.includes(acme.admin.email), reported);
      const failures = expectStatus<AuditPage>(
        await api(t, acme.admin, 'GET', `/audit-trail?recordId=${signer.userId}&action=SIGNATURE_FAILED`),
        200,
      );
      assert.equal(failures.entries.length, 5);
      // and each active admin got the notice by mail (no SMTP here: the outbox), naming the signer and the record
      const outbox = path.join(t.config.dataDir, 'outbox');
      const notices = readdirSync(outbox)
        .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
        .filter((mail) => mail.includes(FAILED_ATTEMPTS_SUBJECT));
      const to = (email: string) => notices.find((mail) => mail.includes(`To: ${email}`));
      assert.equal(notices.length, 2, 'the tenant has two admins: one notice each');
      assert.ok(to(acme.admin.email) && to(releaser.email));
      assert.ok(to(acme.admin.email)!.includes(signer.email) && to(acme.admin.email)!.includes(versionId));
    });

    it('asks for the e-mail on the first signature of a session, then for the password alone', async () => {
      const author = await addUser(t, acme, 'Fiona First');
      const releaser = await addUser(t, acme, 'Rita Releaser', true);
      const signedIn = Math.floor(Date.now() / 1000) - 60;
      const inSession = (sessionStart: number) => async (method: 'GET' | 'PUT', url: string, body?: object) =>
        t.app.inject({
          method,
          url: `/qms-api${url}`,
          ...(body ? { payload: body } : {}),
          headers: {
            authorization: `Bearer ${await t.token(author, { extraClaims: { auth_time: sessionStart } })}`,
          },
        });
      const session = inSession(signedIn);
      const emailRequired = async (call = session) =>
        expectStatus<{ emailRequired: boolean }>(await call('GET', '/signatures/session'), 200).emailRequired;
      const releaseFor = async (name: string) => {
        const { versionId } = await processWithBlocks(t, acme.admin, name);
        await startRelease(t, acme.admin, versionId, {
          comment: 'Release',
          expectedDecider: releaser.userId,
          authorUserIds: [author.userId],
        });
        return versionId;
      };
      const approve = async (versionId: string, credentials: object, call = session) => {
        const dbVersion = recordOf((await currentOf(t, author, versionId))!, author).dbVersion;
        return call('PUT', cc(versionId, '/release/approve'), { dbVersion, ...credentials });
      };

      const first = await releaseFor('First signature');
      assert.equal(await emailRequired(), true);
      const bare = await approve(first, { password: PASSWORD });
      assert.equal(bare.statusCode, 400);
      assert.equal(errorMessageOf(bare), SIGNATURE_EMAIL_REQUIRED);
      const wrongEmail = await approve(first, { password: PASSWORD, email: 'someone.else@example.com' });
      assert.equal(wrongEmail.statusCode, 403);
      assert.equal(errorMessageOf(wrongEmail), SIGNATURE_CREDENTIALS_WRONG);
      assert.equal(recordOf((await currentOf(t, author, first))!, author).decision, 'OPEN');
      expectStatus(await approve(first, { password: PASSWORD, email: author.email.toUpperCase() }), 200);

      // the same session: the password alone
      assert.equal(await emailRequired(), false);
      const second = await releaseFor('Second signature');
      expectStatus(await approve(second, { password: PASSWORD }), 200);
      // a new sign-in starts a new session: both components again
      assert.equal(await emailRequired(inSession(Math.floor(Date.now() / 1000) + 1)), true);
    });
  });
});
