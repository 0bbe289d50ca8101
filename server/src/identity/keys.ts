import { desc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Db } from '../db/database';
import { identitySigningKeys } from './schema';
import { decryptPrivateKey, encryptPrivateKey, keyRingOf, needsReencryption } from './key-encryption';

export const SIGNING_ALGORITHM = 'RS256';
/** A retired key stays in the JWKS this long, longer than any token it signed can live. */
const RETIRED_KEY_RETENTION_MS = 7 * 24 * 3600 * 1000;
/**
 * Public keys are re-read after this time, so a key withdrawn in the database (its `retiredAt` moved back, or
 * its row deleted) stops verifying in every process within a minute. The retention is checked on every lookup.
 */
export const PUBLIC_KEY_CACHE_MS = 60 * 1000;

/** A retired key verifies tokens for RETIRED_KEY_RETENTION_MS after its retirement, then never again. */
const withinRetention = (retiredAt: Date | null, now: Date): boolean =>
  !retiredAt || retiredAt.getTime() > now.getTime() - RETIRED_KEY_RETENTION_MS;

type KeyRow = typeof identitySigningKeys.$inferSelect;

async function generateKeyRow(db: Db): Promise<typeof identitySigningKeys.$inferInsert> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    extractable: true,
    modulusLength: 2048,
  });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    kid,
    algorithm: SIGNING_ALGORITHM,
    publicJwk: { ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    // encrypted at rest (key-encryption.ts): the column keeps its old name
    privateKeyPem: encryptPrivateKey(await exportPKCS8(privateKey), keyRingOf(db)),
    active: true,
  };
}

async function findActiveKey(db: Db): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(identitySigningKeys)
    .where(eq(identitySigningKeys.active, true))
    .limit(1);
  return row;
}

/** The active signing key; generated and stored on first use. Safe when two processes start at once. */
export async function ensureSigningKey(db: Db): Promise<KeyRow> {
  const existing = await findActiveKey(db);
  if (existing) return existing;
  // the partial unique index on `active` lets only one concurrent insert win
  await db
    .insert(identitySigningKeys)
    .values(await generateKeyRow(db))
    .onConflictDoNothing();
  const active = await findActiveKey(db);
  if (!active) throw new Error('No active identity signing key could be stored');
  return active;
}

/**
 * Start signing with a new key. The old key stays published in the JWKS (7 days), so tokens it signed
 * remain valid until they expire.
 */
export async function rotateSigningKey(db: Db, now = new Date()): Promise<string> {
  const row = await generateKeyRow(db);
  await db.transaction(async (tx) => {
    await tx
      .update(identitySigningKeys)
      .set({ active: false, retiredAt: now })
      .where(eq(identitySigningKeys.active, true));
    await tx.insert(identitySigningKeys).values(row);
  });
  // every process signs with it from its next token on: LocalKeyStore.signingKey reads the active key's row
  return row.kid;
}

/** The public keys tokens may be signed with, as a JWKS (the `certs` endpoint's body). */
export async function getLocalJwks(db: Db, now = new Date()): Promise<JSONWebKeySet> {
  await ensureSigningKey(db);
  const rows = await db
    .select()
    .from(identitySigningKeys)
    .where(
      or(
        isNull(identitySigningKeys.retiredAt),
        gt(identitySigningKeys.retiredAt, new Date(now.getTime() - RETIRED_KEY_RETENTION_MS)),
      ),
    )
    .orderBy(desc(identitySigningKeys.active), desc(identitySigningKeys.createdAt));
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

/** Keys of one database, with the parsed crypto objects cached (the rows themselves live in the database). */
export class LocalKeyStore {
  private signing: SigningKey | undefined;
  private readonly publicKeys = new Map<
    string,
    { key: CryptoKey; retiredAt: Date | null; loadedAt: number }
  >();

  constructor(private readonly db: Db) {}

  /**
   * The active signing key. Its row is read for every token issued (one lookup by a unique index, beside the
   * grant's own password check or session update), so a rotation by any process or operator command is used by
   * every server at once; only the decrypted, parsed key is kept, per `kid`.
   */
  async signingKey(): Promise<SigningKey> {
    const row = await ensureSigningKey(this.db);
    if (this.signing?.kid === row.kid) return this.signing;
    const pem = decryptPrivateKey(row.privateKeyPem, keyRingOf(this.db));
    this.signing = { kid: row.kid, key: await importPKCS8(pem, SIGNING_ALGORITHM) };
    return this.signing;
  }

  /**
   * The public key with this `kid`, or undefined when it is unknown or retired too long ago. Rows (also a
   * missing one) are cached for PUBLIC_KEY_CACHE_MS; the retention is checked against `now` on every call.
   */
  async publicKey(kid: string, now = new Date()): Promise<CryptoKey | undefined> {
    let entry = this.publicKeys.get(kid);
    if (!entry || now.getTime() - entry.loadedAt >= PUBLIC_KEY_CACHE_MS || now.getTime() < entry.loadedAt) {
      const [row] = await this.db
        .select({ publicJwk: identitySigningKeys.publicJwk, retiredAt: identitySigningKeys.retiredAt })
        .from(identitySigningKeys)
        .where(eq(identitySigningKeys.kid, kid))
        .limit(1);
      // an unknown kid is not cached: another process may have just rotated to it
      if (!row) {
        this.publicKeys.delete(kid);
        return undefined;
      }
      const key = (await importJWK(row.publicJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey;
      entry = { key, retiredAt: row.retiredAt, loadedAt: now.getTime() };
      this.publicKeys.set(kid, entry);
    }
    return withinRetention(entry.retiredAt, now) ? entry.key : undefined;
  }

  jwks(now = new Date()): Promise<JSONWebKeySet> {
    return getLocalJwks(this.db, now);
  }
}

const stores = new WeakMap<Db, LocalKeyStore>();

/** The key store of a database (one per Db object, shared by the identity plugin and API auth). */
export function localKeyStore(db: Db): LocalKeyStore {
  let store = stores.get(db);
  if (!store) {
    store = new LocalKeyStore(db);
    stores.set(db, store);
  }
  return store;
}

/**
 * Migration in code, on every start: private keys stored as plain PEM (before encryption at rest) or with a
 * previous key-encryption key are encrypted with the current one. Returns how many rows were rewritten.
 */
export async function encryptStoredSigningKeys(db: Db): Promise<number> {
  const ring = keyRingOf(db);
  const rows = await db
    .select({ kid: identitySigningKeys.kid, stored: identitySigningKeys.privateKeyPem })
    .from(identitySigningKeys);
  let rewritten = 0;
  for (const row of rows) {
    if (!needsReencryption(row.stored, ring)) continue;
    const encrypted = encryptPrivateKey(decryptPrivateKey(row.stored, ring), ring);
    await db
      .update(identitySigningKeys)
      .set({ privateKeyPem: encrypted })
      .where(eq(identitySigningKeys.kid, row.kid));
    rewritten++;
  }
  return rewritten;
}
