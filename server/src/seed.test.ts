import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';
import { shouldSeedDemo } from './seed';

describe('demo seed decision', () => {
  const setting = (value?: string) =>
    loadConfig(value === undefined ? {} : { QMS_SEED_DEMO: value }).seedDemo;

  it('seeds PGlite by default, PostgreSQL only when QMS_SEED_DEMO=true', () => {
    assert.equal(shouldSeedDemo('pglite', setting()), true);
    assert.equal(shouldSeedDemo('postgres', setting()), false);
    assert.equal(shouldSeedDemo('postgres', setting('true')), true);
  });

  it('QMS_SEED_DEMO=false turns it off on PGlite too, and other values are refused', () => {
    assert.equal(shouldSeedDemo('pglite', setting('false')), false);
    assert.throws(() => setting('yes'), /QMS_SEED_DEMO must be true or false/);
  });
});
