// Run by the root's test:unit (`node --test scripts/*.test.mjs`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { minimumOf, problemWith, requiredRange, satisfies } from './node-version.mjs';

describe('the Node.js version check', () => {
  it('reads package.json engines as a minimum of Node 22', () => {
    assert.equal(minimumOf(requiredRange())[0], 22);
  });

  it('compares each part as a number, missing parts as 0', () => {
    assert.deepEqual(minimumOf('>=22.12'), [22, 12, 0]);
    assert.equal(satisfies('v22.12.0', '>=22.12'), true);
    assert.equal(satisfies('v22.23.5', '>=22.12'), true);
    assert.equal(satisfies('v24.1.0', '>=22.12'), true);
    assert.equal(satisfies('v22.9.0', '>=22.12'), false, '9 < 12 as numbers, not as text');
    assert.equal(satisfies('v22.11.9', '>=22.12'), false);
    assert.equal(satisfies('v20.20.2', '>=22.12'), false);
    assert.equal(satisfies('v22.12.0-nightly2024', '>=22.12.0'), true);
  });

  it('names the needed and the running version when too old, nothing otherwise', () => {
    const message = problemWith('v20.20.2', '>=22.12');
    assert.match(message, /needs Node\.js 22\.12 or newer/);
    assert.match(message, /this is Node\.js v20\.20\.2/);
    assert.equal(problemWith('v22.12.0', '>=22.12'), undefined);
  });

  it('refuses a range it cannot read instead of passing every version', () => {
    assert.throws(() => minimumOf('^22.12.0'), /must read ">=X\.Y\.Z"/);
    assert.throws(() => minimumOf('>=20 <23'), /must read ">=X\.Y\.Z"/);
  });

  it('as a command, exits 0 on this Node (which runs the tests, so it satisfies engines)', () => {
    const script = fileURLToPath(new URL('./node-version.mjs', import.meta.url));
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });

  it('stops an older Node with exit code 1 and the message on stderr', () => {
    const module = new URL('./node-version.mjs', import.meta.url).href;
    const code = `import(${JSON.stringify(module)}).then((m) => m.exitUnlessSupported('v20.20.2'))`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /needs Node\.js 22\.\d+ or newer .*this is Node\.js v20\.20\.2/);
  });
});
