import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';

// The private signing keys are stored encrypted (AES-256-GCM) with a key-encryption key that is NOT in the
// database: QMS_KEY_ENCRYPTION_KEY, or a key file beside the data (docs/identity.md, "Signing keys at rest").

const PREFIX = 'enc:v1';
const KEY_BYTES = 32;

/** The key that encrypts new rows, and older ones that can still decrypt (during a rotation). */
export interface KeyRing {
  current: Buffer;
  previous: Buffer[];
}

/** A short fingerprint of a key-encryption key, stored with each row so the right key is picked. */
const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

export const isEncrypted = (stored: string): boolean => stored.startsWith(`${PREFIX}:`);

export function encryptPrivateKey(pem: string, ring: KeyRing): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current, iv);
  const data = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'));
  return [PREFIX, keyIdOf(ring.current), ...parts].join(':');
}

/** The PEM of a stored private key (a legacy plain PEM is returned as it is). */
export function decryptPrivateKey(stored: string, ring: KeyRing): string {
  if (!isEncrypted(stored)) return stored;
  const [, , keyId, iv, tag, data] = stored.split(':');
  const key = [ring.current, ...ring.previous].find((candidate) => keyIdOf(candidate) === keyId);
  if (!key || !iv || !tag || !data) {
    throw new Error(
      'A signing key is encrypted with a key-encryption key that is not configured ' +
        '(QMS_KEY_ENCRYPTION_KEY / QMS_KEY_ENCRYPTION_KEY_PREVIOUS or the key file); see docs/identity.md.',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** True when the row should be (re-)encrypted with the current key: plain PEM or an older key. */
export const needsReencryption = (stored: string, ring: KeyRing): boolean =>
  !isEncrypted(stored) || stored.split(':')[2] !== keyIdOf(ring.current);

function parseKey(value: string, name: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${name} must be ${KEY_BYTES} random bytes, base64 or hex (openssl rand -base64 32)`);
  }
  return key;
}

/** Reads the key file, or creates it (folder 0700, file 0600) with a random key on first start. */
async function keyFromFile(file: string): Promise<Buffer> {
  try {
    return parseKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(file), 0o700);
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': two processes starting at once must not both write a key; the loser reads the winner's
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseKey(await readFile(file, 'utf8'), file);
  }
}

export const defaultKeyFile = (dataDir: string): string =>
  path.join(dataDir, 'keys', 'signing-key-encryption.key');

/**
 * The key ring from the environment: QMS_KEY_ENCRYPTION_KEY (else the file QMS_KEY_ENCRYPTION_KEY_FILE, else
 * <dataDir>/keys/signing-key-encryption.key, created on first start), plus QMS_KEY_ENCRYPTION_KEY_PREVIOUS
 * (comma-separated) while rotating.
 */
export async function loadKeyRing(env: NodeJS.ProcessEnv, dataDir: string): Promise<KeyRing> {
  const current = env.QMS_KEY_ENCRYPTION_KEY?.trim()
    ? parseKey(env.QMS_KEY_ENCRYPTION_KEY, 'QMS_KEY_ENCRYPTION_KEY')
    : await keyFromFile(env.QMS_KEY_ENCRYPTION_KEY_FILE?.trim() || defaultKeyFile(dataDir));
  const previous = (env.QMS_KEY_ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((value) => value.trim())
    .map((value) => parseKey(value, 'QMS_KEY_ENCRYPTION_KEY_PREVIOUS'));
  return { current, previous };
}

const rings = new WeakMap<Db, KeyRing>();

/** Registers the key ring used for this database's signing keys (the identity plugin does, before use). */
export function registerKeyRing(db: Db, ring: KeyRing): void {
  rings.set(db, ring);
}

export function keyRingOf(db: Db): KeyRing {
  const ring = rings.get(db);
  if (!ring) throw new Error('No key-encryption key is configured for the identity signing keys');
  return ring;
}
