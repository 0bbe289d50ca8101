import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { availableParallelism } from 'node:os';
import { loadConfig, MAX_AUTO_WORKERS } from './config';

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

describe('loadConfig QMS_SERVER_WORKERS', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/qms' };

  it('is one process unless set, and on the embedded database', () => {
    assert.equal(loadConfig({}).serverWorkers, 1);
    assert.equal(loadConfig({ QMS_SERVER_WORKERS: 'auto' }).serverWorkers, 1);
    assert.equal(loadConfig(pg).serverWorkers, 1);
    assert.equal(loadConfig({ QMS_SERVER_WORKERS: '1' }).serverWorkers, 1);
  });

  it('takes a number, or auto for one per CPU (at most 8), with PostgreSQL', () => {
    assert.equal(loadConfig({ ...pg, QMS_SERVER_WORKERS: '3' }).serverWorkers, 3);
    assert.equal(
      loadConfig({ ...pg, QMS_SERVER_WORKERS: 'auto' }).serverWorkers,
      Math.min(availableParallelism(), MAX_AUTO_WORKERS),
    );
  });

  it('refuses more than one worker on the embedded database, and a value that is not a count', () => {
    assert.throws(
      () => loadConfig({ QMS_SERVER_WORKERS: '2' }),
      /QMS_SERVER_WORKERS above 1 needs DATABASE_URL/,
    );
    for (const bad of ['0', '-1', '2.5', 'max'])
      assert.throws(
        () => loadConfig({ ...pg, QMS_SERVER_WORKERS: bad }),
        /QMS_SERVER_WORKERS must be auto or a positive whole number/,
      );
  });
});

describe('loadConfig realm', () => {
  it('takes the realm from an external issuer unless AUTH_REALM names it', () => {
    assert.equal(loadConfig({ AUTH_ISSUER: 'https://sso.test/realms/acme/' }).auth.realm, 'acme');
    assert.equal(
      loadConfig({ AUTH_ISSUER: 'https://sso.test/realms/acme', AUTH_REALM: 'x' }).auth.realm,
      'x',
    );
    assert.equal(loadConfig({}).auth.realm, 'qms');
  });
});
