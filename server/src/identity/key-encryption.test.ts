import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { identitySigningKeys } from './schema';
import { openTestDatabase } from '../../test/helpers';
import { defaultKeyFile, loadKeyRing, type KeyRing } from './key-encryption';
import { writeToOutbox } from '../plugins/link-mail';
import { buildIdentityApp, createTestUser, passwordGrant } from '../../test/identity';

const mode = (file: string) => statSync(file).mode & 0o777;
const ring = (current: Buffer, ...previous: Buffer[]): KeyRing => ({ current, previous });

describe('identity: private signing keys encrypted at rest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qms-identity-kek-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  const storedKeys = async (database: Awaited<ReturnType<typeof openTestDatabase>>) =>
    (await database.db.select().from(identitySigningKeys)).map((row) => row.privateKeyPem);

  it('stores new keys encrypted, encrypts a plain-PEM row on start, and re-encrypts for a new key', async () => {
    const database = await openTestDatabase();
    try {
      // a key stored as plain PEM, as before encryption at rest
      const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(jwk);
      await database.db.insert(identitySigningKeys).values({
        kid,
        publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
        privateKeyPem: await exportPKCS8(privateKey),
        active: true,
      });
      await createTestUser(database.db, 'anna@acme.example', 'AcmeAdmin!2026');
      const first = randomBytes(32);
      const app = await buildIdentityApp(database.db, { keyRing: ring(first) });
      const [stored] = await storedKeys(database);
      assert.doesNotMatch(stored!, /BEGIN PRIVATE KEY/);
      assert.match(stored!, /^enc:v1:/);
      // the same key still signs
      const token = (await passwordGrant(app, 'anna@acme.example', 'AcmeAdmin!2026')).json().access_token;
      assert.equal(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid, kid);
      await app.close();

      // rotation of the key-encryption key: the new one current, the old one previous -> rows re-encrypted
      const second = randomBytes(32);
      const rotated = await buildIdentityApp(database.db, { keyRing: ring(second, first) });
      await rotated.close();
      const [reencrypted] = await storedKeys(database);
      assert.notEqual(reencrypted, stored);
      const after = await buildIdentityApp(database.db, { keyRing: ring(second) });
      assert.equal((await passwordGrant(after, 'anna@acme.example', 'AcmeAdmin!2026')).statusCode, 200);
      await after.close();

      // a wrong key-encryption key refuses to start with a clear message
      await assert.rejects(
        buildIdentityApp(database.db, { keyRing: ring(randomBytes(32)) }),
        /key-encryption key that is not configured/,
      );
    } finally {
      await database.close();
    }
  });

  it('creates the key file 0600 in a 0700 folder beside the data, and reads the same key again', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await loadKeyRing({}, dataDir);
    const file = defaultKeyFile(dataDir);
    assert.equal(mode(file), 0o600);
    assert.equal(mode(path.dirname(file)), 0o700);
    assert.deepEqual((await loadKeyRing({}, dataDir)).current, first.current);

    const fromEnv = randomBytes(32);
    const env = {
      QMS_KEY_ENCRYPTION_KEY: fromEnv.toString('base64'),
      QMS_KEY_ENCRYPTION_KEY_PREVIOUS: first.current.toString('hex'),
    };
    assert.deepEqual(await loadKeyRing(env, dataDir), ring(fromEnv, first.current));
    await assert.rejects(loadKeyRing({ QMS_KEY_ENCRYPTION_KEY: 'too short' }, dataDir), /32 random bytes/);
  });

  it('writes outbox mails 0600 into a 0700 folder', async () => {
    const outbox = path.join(dir, 'outbox');
    const file = await writeToOutbox(
      outbox,
      'qms@example.test',
      { to: 'anna@acme.example', name: 'Anna', link: 'http://qms.test/reset-password?token=x' },
      new Date(),
    );
    assert.equal(mode(outbox), 0o700);
    assert.equal(mode(file), 0o600);
  });
});
