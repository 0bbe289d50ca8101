import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * The data folder holds secrets: the PGlite files (the signing keys end up in the WAL), the outbox's reset
 * links, the demo passwords file. Nothing in it may be readable by other users of the host.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Everything this process creates from now on is 0700 (folders) / 0600 (files), including what libraries
 * create (PGlite's files, nodemailer's outbox) that take no mode option. The umask is process-wide; a server
 * process never needs to create files others may read.
 */
export function restrictNewFileModes(): void {
  if (process.platform !== 'win32') process.umask(0o077);
}

/** Throws when group or others have any access to `dir` (POSIX only; Windows has ACLs instead of modes). */
export function assertPrivateDir(dir: string): void {
  if (process.platform === 'win32') return;
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new Error(
      `The data folder ${dir} is accessible to other users of this host (mode ${mode.toString(8).padStart(3, '0')}); ` +
        `it holds the database and its secrets. Fix it with: chmod 700 ${JSON.stringify(dir)}`,
    );
  }
}

/**
 * Creates `dir` (and missing parents) 0700 and refuses an existing one that others can read or write.
 * A folder we just created is chmod-ed explicitly: mkdir's mode is masked by the umask of the caller.
 */
export function preparePrivateDir(dir: string): void {
  restrictNewFileModes();
  const created = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (created !== undefined && process.platform !== 'win32') chmodSync(dir, PRIVATE_DIR_MODE);
  assertPrivateDir(dir);
}
