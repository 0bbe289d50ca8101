// The verified-token cache: a token's signature is checked once, but expiry and the session on every request.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { generateKeyPair, SignJWT, type JWSHeaderParameters } from 'jose';
import { DEFAULT_CLAIMS, type AuthConfig } from '../config';
import { createTokenVerifier, SESSION_ENDED, sessionUserFromClaims, VERIFIED_TOKEN_CACHE_MS } from './auth';

const auth: AuthConfig = {
  issuer: 'http://qms.test/realms/qms',
  audience: 'qms-api',
  realm: 'qms',
  clientId: 'qms-web',
  external: false,
  claims: DEFAULT_CLAIMS,
};

async function setup(start: number) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const clock = { now: start };
  const keyLookups: string[] = [];
  const sessions = new Map<string, boolean>();
  const verifier = createTokenVerifier(
    auth,
    async (header: JWSHeaderParameters) => {
      keyLookups.push(header.kid ?? '');
      return publicKey;
    },
    { activeSession: async (sid) => sessions.get(sid) ?? false, now: () => clock.now },
  );
  const sign = (sid: string, expSeconds: number) =>
    new SignJWT({ sid, tenant_id: randomUUID(), name: 'Ada Admin', realm_access: { roles: ['QMS_ADMIN'] } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(randomUUID())
      .setIssuer(auth.issuer)
      .setAudience(auth.audience)
      .setIssuedAt(Math.floor(clock.now / 1000))
      .setExpirationTime(Math.floor(clock.now / 1000) + expSeconds)
      .sign(privateKey);
  return { verifier, clock, keyLookups, sessions, sign };
}

const message = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('token verifier cache', () => {
  it('checks a token signature once within the cache time, and again after it', async () => {
    const t = await setup(Date.now());
    const sid = randomUUID();
    t.sessions.set(sid, true);
    const token = await t.sign(sid, 300);
    const first = await t.verifier.verify(token);
    const second = await t.verifier.verify(token);
    assert.deepEqual(second, first);
    assert.notEqual(second, first, 'each request gets its own copy of the user');
    assert.equal(t.keyLookups.length, 1);
    t.clock.now += VERIFIED_TOKEN_CACHE_MS;
    await t.verifier.verify(token);
    assert.equal(t.keyLookups.length, 2);
  });

  it('still refuses a cached token once its session ended', async () => {
    const t = await setup(Date.now());
    const sid = randomUUID();
    t.sessions.set(sid, true);
    const token = await t.sign(sid, 300);
    await t.verifier.verify(token);
    t.sessions.set(sid, false);
    assert.equal(await message(t.verifier.verify(token)), SESSION_ENDED);
  });

  it('still refuses a cached token once it expired', async () => {
    const t = await setup(Date.now());
    const sid = randomUUID();
    t.sessions.set(sid, true);
    const token = await t.sign(sid, 10);
    await t.verifier.verify(token);
    t.clock.now += 16_000; // past exp and jose's 5 s tolerance, within the cache time
    assert.equal(await message(t.verifier.verify(token)), 'The access token has expired.');
  });

  it('does not cache a refused token', async () => {
    const t = await setup(Date.now());
    const token = await t.sign(randomUUID(), 300);
    const forged = `${token.slice(0, -4)}AAAA`;
    assert.equal(await message(t.verifier.verify(forged)), 'The access token is invalid.');
    assert.equal(await message(t.verifier.verify(forged)), 'The access token is invalid.');
    assert.equal(t.keyLookups.length, 2);
  });
});

describe('session user from claims', () => {
  it("without an initials claim, uses the suite's one initials rule: 'Anna Maria Admin' is AM", () => {
    const claims = { sub: randomUUID(), tenant_id: randomUUID(), name: 'Anna Maria Admin' };
    assert.equal(sessionUserFromClaims(claims, DEFAULT_CLAIMS).userInitials, 'AM');
  });
});
