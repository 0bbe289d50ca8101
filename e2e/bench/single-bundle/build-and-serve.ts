/**
 * Bench only: builds the single-bundle variant of the suite (webpack.config.cjs: the shell with mfe-templates
 * imported directly, no Module Federation) into a temporary folder, and serves it on an ephemeral port of its own:
 * its files and index.html (history routes) from that folder, everything of the server (/qms-api, /realms,
 * /config, …) proxied to the running bench suite, so both builds talk to the same server and database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../support/suite';

/** Paths the suite server answers (the shell's dev server proxies the same ones, tools/mf-config). */
const SERVER_PATHS = /^\/(qms-api|sr-api|realms|config|docs|remotes|reset-password)(\/|$)/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface SingleBundle {
  origin: string;
  /** what the build took, in seconds */
  buildSeconds: number;
  close(): Promise<void>;
}

/** Runs the shell's webpack with the single-bundle config; rejects with webpack's output on a failed build. */
function build(out: string): Promise<void> {
  const shellDir = path.join(repoRoot, 'shell');
  const config = fileURLToPath(new URL('webpack.config.cjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(shellDir, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--config', config],
      {
        cwd: shellDir,
        env: { ...process.env, QMS_SINGLE_BUNDLE_OUT: out },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`single-bundle build failed (${code}):\n${output}`)),
    );
  });
}

/** Answers one request of the browser: a built file, the server (proxied), or index.html. */
function handler(out: string, suite: string, origin: () => string): http.RequestListener {
  const target = new URL(suite);
  return (req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (urlPath === '/config/auth.json') {
      // the sign-in must talk to this origin (the provider sends no CORS headers): its own origin in the answer
      void fetch(`${suite}/config/auth.json`)
        .then((r) => r.json() as Promise<Record<string, unknown>>)
        .then((body) => {
          res.writeHead(200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-cache' });
          res.end(JSON.stringify({ ...body, url: origin() }));
        })
        .catch((error: Error) => {
          res.writeHead(502);
          res.end(error.message);
        });
      return;
    }
    if (SERVER_PATHS.test(urlPath)) {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502);
        res.end(error.message);
      });
      req.pipe(upstream);
      return;
    }
    const file = path.join(out, path.normalize(urlPath));
    const found = file.startsWith(out + path.sep) && existsSync(file) && !file.endsWith(path.sep);
    const served = found && path.extname(file) ? file : path.join(out, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    res.end(readFileSync(served));
  };
}

/** Builds the single bundle and serves it in front of the suite at `suite` (its origin). */
export async function buildAndServeSingleBundle(suite: string): Promise<SingleBundle> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'qms-single-bundle-'));
  const t0 = performance.now();
  try {
    await build(out);
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  const buildSeconds = (performance.now() - t0) / 1000;
  let origin = '';
  const server = http.createServer(handler(out, suite, () => origin));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    buildSeconds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(out, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
