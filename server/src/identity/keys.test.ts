import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { openDatabase } from '../db/database';
import { openTestDatabase, usingPostgres } from '../../test/helpers';
import { eq } from 'drizzle-orm';
import { identitySigningKeys } from './schema';
import { getLocalJwks, LocalKeyStore, localKeyStore, PUBLIC_KEY_CACHE_MS, rotateSigningKey } from './keys';
import { registerKeyRing } from './key-encryption';
import {
  buildIdentityApp,
  createTestUser,
  ISSUER,
  passwordGrant,
  refreshGrant,
  TEST_KEY_RING,
} from '../../test/identity';

describe('identity: signing keys', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qms-identity-keys-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  // PostgreSQL: a clean schema, then a second pool on it; PGlite: a data directory opened twice
  const open = () => (usingPostgres() ? openTestDatabase() : openDatabase({ dataDir }));
  const reopen = () =>
    openDatabase(usingPostgres() ? { databaseUrl: process.env.DATABASE_URL } : { dataDir });

  it('persists keys and sessions across a restart, and keeps old tokens valid after a rotation', async () => {
    // first server process
    const first = await open();
    const app1 = await buildIdentityApp(first.db);
    await createTestUser(first.db, 'anna@acme.example', 'AcmeAdmin!2026');
    const tokens = (await passwordGrant(app1, 'anna@acme.example', 'AcmeAdmin!2026')).json();
    const certs1 = (
      await app1.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/certs' })
    ).json();
    await app1.close();
    await first.close();

    // second server process on the same data: same key, the token still verifies, the session still refreshes
    const second = await reopen();
    const app2 = await buildIdentityApp(second.db);
    try {
      const certs2: JSONWebKeySet = (
        await app2.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/certs' })
      ).json();
      assert.deepEqual(certs2, certs1);
      const verify = (token: string, jwks: JSONWebKeySet) =>
        jwtVerify(token, createLocalJWKSet(jwks), { issuer: ISSUER, audience: 'qms-api' });
      await verify(tokens.access_token, certs2);
      const refreshed = await refreshGrant(app2, tokens.refresh_token);
      assert.equal(refreshed.statusCode, 200);
      const oldKid = decodeProtectedHeader(tokens.access_token).kid;
      assert.equal(decodeProtectedHeader(refreshed.json().access_token).kid, oldKid);

      // rotation: new tokens carry the new kid, the old key stays published so earlier tokens verify
      const newKid = await rotateSigningKey(second.db);
      assert.notEqual(newKid, oldKid);
      const rotated = (await refreshGrant(app2, refreshed.json().refresh_token)).json();
      assert.equal(decodeProtectedHeader(rotated.access_token).kid, newKid);
      const certs3: JSONWebKeySet = (
        await app2.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/certs' })
      ).json();
      assert.deepEqual(
        certs3.keys.map((key) => key.kid),
        [newKid, oldKid],
      );
      await verify(tokens.access_token, certs3);
      await verify(rotated.access_token, certs3);
      await assert.rejects(verify(rotated.access_token, certs2), 'the old JWKS does not know the new key');
    } finally {
      await app2.close();
      await second.close();
    }
  });
});

describe('identity: a rotation in another process', () => {
  it('is used for the next token here at once, with no cache to wait for', async () => {
    const database = await openTestDatabase();
    try {
      registerKeyRing(database.db, TEST_KEY_RING);
      // another server's store: its own cache, the same database
      const elsewhere = new LocalKeyStore(database.db);
      const oldKid = (await elsewhere.signingKey()).kid;
      const newKid = await rotateSigningKey(database.db);
      assert.notEqual(newKid, oldKid);
      assert.equal((await elsewhere.signingKey()).kid, newKid);
      assert.equal((await localKeyStore(database.db).signingKey()).kid, newKid);
    } finally {
      await database.close();
    }
  });
});

describe('identity: retired keys', () => {
  it('publishes a retired key for 7 days, then drops it from the JWKS and stops verifying with it', async () => {
    const database = await openTestDatabase();
    try {
      registerKeyRing(database.db, TEST_KEY_RING);
      const store = localKeyStore(database.db);
      const oldKid = (await store.signingKey()).kid;
      const retiredAt = new Date();
      const newKid = await rotateSigningKey(database.db, retiredAt);
      const day = 24 * 3600 * 1000;
      const at = (ms: number) => new Date(retiredAt.getTime() + ms);
      const kids = async (now: Date) => (await getLocalJwks(database.db, now)).keys.map((key) => key.kid);

      assert.deepEqual(await kids(at(6 * day)), [newKid, oldKid]);
      assert.ok(await store.publicKey(oldKid, at(6 * day)), 'still verifies within the retention');
      assert.deepEqual(await kids(at(8 * day)), [newKid]);
      assert.equal(await store.publicKey(oldKid, at(8 * day)), undefined, 'the cached key is checked again');
      assert.ok(await store.publicKey(newKid, at(8 * day)));
    } finally {
      await database.close();
    }
  });

  it('stops trusting a key withdrawn in the database within a minute, even while it is cached', async () => {
    const database = await openTestDatabase();
    try {
      registerKeyRing(database.db, TEST_KEY_RING);
      const store = localKeyStore(database.db);
      const kid = (await store.signingKey()).kid;
      const now = new Date();
      assert.ok(await store.publicKey(kid, now));
      // an operator withdraws the key at once: retired longer ago than the retention
      await database.db
        .update(identitySigningKeys)
        .set({ active: false, retiredAt: new Date(now.getTime() - 8 * 24 * 3600 * 1000) })
        .where(eq(identitySigningKeys.kid, kid));
      const later = new Date(now.getTime() + PUBLIC_KEY_CACHE_MS + 1000);
      assert.equal(await store.publicKey(kid, later), undefined);
    } finally {
      await database.close();
    }
  });
});
