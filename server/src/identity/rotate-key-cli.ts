// Operator command: rotates the embedded provider's token signing key (docs/identity.md, "Signing keys and
// rotation"). Every running server signs its next token with the new key; the old one stays published for 7 days.
//   cd server && node --import tsx src/identity/rotate-key-cli.ts
// Uses DATABASE_URL (servers may keep running), or the embedded database in QMS_DATA_DIR (stop the server first:
// PGlite has one writer), and the servers' key-encryption key (QMS_KEY_ENCRYPTION_KEY or the key file) to store
// the new private key. Prints the new key's id. Exit code 0 on success, 2 on an error.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { decryptPrivateKey, loadKeyRing, registerKeyRing } from './key-encryption';
import { ensureSigningKey, rotateSigningKey } from './keys';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const ring = await loadKeyRing(process.env, config.dataDir);
    registerKeyRing(database.db, ring);
    // a key-encryption key the servers do not share would store a key they cannot read: refuse it here
    decryptPrivateKey((await ensureSigningKey(database.db)).privateKeyPem, ring);
    console.log(await rotateSigningKey(database.db));
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
