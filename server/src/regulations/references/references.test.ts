import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { SrReference } from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import {
  importReferences,
  InvalidReferenceCatalogError,
  parseReferenceCatalog,
} from './references.repository';

const here = import.meta.dirname;
const starter = parseReferenceCatalog(readFileSync(path.join(here, 'starter-catalogue.json'), 'utf8'));
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

describe('standards-service reference lists', () => {
  let t: TestContext;
  let acme: TestTenant;
  const list = async (kind: string) => {
    const response = await t.as(acme.viewer, { method: 'GET', url: `/sr-api/${kind}` });
    assert.equal(response.statusCode, 200);
    return response.json() as SrReference[];
  };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  it('serves the starter catalogue of the migration, exactly as the JSON file has it', async () => {
    assert.deepEqual(await list('template-contents'), [...starter.templateContents].sort(byName));
    assert.deepEqual(await list('roles'), [...starter.roles].sort(byName));
    assert.deepEqual(await list('processes'), [...starter.processes].sort(byName));
    assert.deepEqual(await list('sop-contents'), [...starter.sopContents].sort(byName));
  });

  it('rejects a malformed catalogue without writing', () => {
    assert.throws(() => parseReferenceCatalog('{'), InvalidReferenceCatalogError);
    assert.throws(
      () => parseReferenceCatalog(JSON.stringify({ roles: [{ id: 'a', name: '' }] })),
      InvalidReferenceCatalogError,
    );
    assert.throws(
      () =>
        parseReferenceCatalog(
          JSON.stringify({
            roles: [
              { id: 'a', name: 'A' },
              { id: 'a', name: 'B' },
            ],
          }),
        ),
      /Duplicate id a in roles/,
    );
  });

  it('imports: upserts by id, marks entries missing from a named list removed, leaves other lists', async () => {
    const fixture = parseReferenceCatalog(readFileSync(path.join(here, 'test-catalogue.json'), 'utf8'));
    const counts = await importReferences(t.database.db, fixture);
    assert.deepEqual(counts, [
      { kind: 'template-contents', inserted: 2, updated: 0, removed: starter.templateContents.length },
      { kind: 'roles', inserted: 1, updated: 0, removed: starter.roles.length },
    ]);
    assert.deepEqual(
      (await list('template-contents')).map((e) => e.id),
      ['T-1', 'T-2'],
    );
    assert.deepEqual(
      (await list('roles')).map((e) => e.id),
      ['R-1'],
    );
    assert.equal((await list('processes')).length, starter.processes.length);
    // importing the starter again brings the removed entries back
    await importReferences(t.database.db, starter);
    assert.equal((await list('template-contents')).length, starter.templateContents.length);
  });

  it('is read-only for requests: the request role cannot write the global lists', async () => {
    const response = await t.as(acme.admin, { method: 'POST', url: '/sr-api/roles', payload: {} });
    assert.equal(response.statusCode, 404);
  });
});
