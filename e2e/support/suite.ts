import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Chromium flags for this machine's closed network (ARCHITECTURE §7). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The built suite runs on its own port and a fresh embedded database, so tests never see stale data. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://127.0.0.1:${e2ePort}`;

export function freshDataDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const demoUsers = {
  acmeAdmin: {
    email: 'admin@acme.example',
    password: 'AcmeAdmin!2026',
    name: 'Anna Admin',
    tenant: 'Acme Medical Devices GmbH',
  },
  acmeViewer: {
    email: 'viewer@acme.example',
    password: 'AcmeViewer!2026',
    name: 'Victor Viewer',
    tenant: 'Acme Medical Devices GmbH',
  },
  globexAdmin: {
    email: 'admin@globex.example',
    password: 'GlobexAdmin!2026',
    name: 'Greta Admin',
    tenant: 'Globex Pharma AG',
  },
  globexViewer: {
    email: 'viewer@globex.example',
    password: 'GlobexViewer!2026',
    name: 'Walter Viewer',
    tenant: 'Globex Pharma AG',
  },
} as const;
export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];
