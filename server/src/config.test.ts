import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';

describe('loadConfig numeric settings', () => {
  it('takes the defaults when unset', () => {
    const config = loadConfig({});
    assert.equal(config.storageMaxBytes, 50 * 1024 * 1024);
    assert.equal(config.accessTokenTtlSeconds, 300);
  });

  it('names the unit of a wrong value: bytes for the upload limit, seconds for token lifetimes', () => {
    assert.throws(
      () => loadConfig({ QMS_STORAGE_MAX_BYTES: '1.5' }),
      /QMS_STORAGE_MAX_BYTES must be a positive whole number of bytes/,
    );
    assert.throws(
      () => loadConfig({ AUTH_ACCESS_TOKEN_TTL: '0' }),
      /AUTH_ACCESS_TOKEN_TTL must be a positive whole number of seconds/,
    );
  });
});
