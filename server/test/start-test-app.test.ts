// startTestApp: an app that cannot boot (here a route whose answer the picked serializer cannot write) fails the
// suite and lets its process end. It once left its database open, and a test process that had reported the
// failure never exited, so `npm test` waited forever instead of failing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const here = (file: string) => pathToFileURL(path.join(import.meta.dirname, file)).href;

/** A process that starts a test app with a route that cannot be registered, and reports how it went. */
const script = `
  import { z } from 'zod';
  const { startTestApp } = await import(${JSON.stringify(here('helpers.ts'))});
  const { defineRoute } = await import(${JSON.stringify(here('../src/http/route.ts'))});
  const route = defineRoute({
    method: 'GET', url: '/boot-failure', service: 'qms', access: 'read', tenantScoped: false,
    summary: 'a union the picked serializer refuses', tags: ['test'],
    response: z.union([z.string(), z.object({ a: z.string() })]), serializer: 'picked',
    handler: async () => 'x',
  });
  try {
    await startTestApp({}, undefined, [route]);
    console.log('booted');
  } catch (error) {
    console.log('refused: ' + error.message);
  }
`;

describe('startTestApp', () => {
  it('closes the database it opened when the app cannot boot, so the process ends', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // a liveness bound, not a timing figure: before the fix the process never ended
    const ended = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 120_000);
      child.on('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ended) child.kill('SIGKILL');
    assert.match(output, /refused: pickedJson covers/);
    assert.equal(ended, true, 'the process ended after the failed boot');
  });
});
