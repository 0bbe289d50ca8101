import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard (defeats GPU/ASIC guessing) and built into Node: no native addon to install.
// The stored string describes its own parameters, so they can be raised later without breaking old hashes.
const COST = 2 ** 15; // N
const BLOCK_SIZE = 8; // r
const PARALLELIZATION = 1; // p
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** scrypt needs 128 * N * r bytes; Node's default limit (32 MiB) is exactly that, so allow twice as much. */
function maxmemFor(n: number, r: number): number {
  return 2 * 128 * n * r + 1024 * 1024;
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hash a password as `scrypt$N$r$p$<salt base64>$<hash base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELIZATION,
    maxmem: maxmemFor(COST, BLOCK_SIZE),
  });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Constant-time check of a password against a stored hash; false for malformed or unknown formats. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
  // refuse absurd parameters from a tampered row instead of exhausting memory
  if (n > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same time as a real check when the user is unknown, so response times do not reveal
 * which e-mail addresses exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-' + randomBytes(8).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
