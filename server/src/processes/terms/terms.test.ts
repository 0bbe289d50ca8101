import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  MUST_BE_DRAFT,
  TERM_CHANGED_BY_SOMEONE_ELSE,
  type SopTerm,
  type SopDetailResponse,
  type TermSearchEntry,
} from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api } from '../../../test/api';
import { newProcess, versionUrl } from '../../../test/processes';

describe('terms API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let sop: SopDetailResponse;
  const termUrl = (x: SopTerm) => `${versionUrl(sop)}/terms/${x.artifactId}/versions/${x.versionId}`;
  const terms = async () =>
    (await api(t, acme.viewer, 'GET', `${versionUrl(sop)}/terms`)).json() as SopTerm[];
  const add = async (term: string) =>
    (
      await api(t, acme.admin, 'POST', `${versionUrl(sop)}/terms`, { term, definition: `${term} means` })
    ).json() as SopTerm;
  /** Simulates a second process version: the existing terms become "created before". */
  const bumpVersion = () =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update sop_versions set version = version + 1 where version_id = ${sop.sop.versionId}`),
    );

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    sop = await newProcess(t, acme.admin);
  });
  after(() => t.close());

  it('validates terms with the spec messages', async () => {
    const empty = await api(t, acme.admin, 'POST', `${versionUrl(sop)}/terms`, {
      term: '',
      definition: 'd',
    });
    assert.equal(errorMessageOf(empty), 'Min. 1 characters');
    const long = await api(t, acme.admin, 'POST', `${versionUrl(sop)}/terms`, {
      term: 'T',
      definition: 'd',
      abbreviation: 'x'.repeat(33),
    });
    assert.equal(errorMessageOf(long), 'Max. 32 characters');
    assert.equal(
      (await api(t, acme.viewer, 'POST', `${versionUrl(sop)}/terms`, { term: 'T', definition: 'd' }))
        .statusCode,
      403,
    );
    assert.equal((await api(t, other.admin, 'GET', `${versionUrl(sop)}/terms`)).statusCode, 404);
  });

  it('versions terms: edit of an unchanged term makes a new version, revert and delete/undo restore it', async () => {
    const capa = await add('CAPA');
    const audit = await add('Audit');
    assert.deepEqual(
      (await terms()).map((x) => x.term),
      ['Audit', 'CAPA'],
    );
    // a new term edits in place, with dbVersion
    const edited = (
      await api(t, acme.admin, 'PUT', termUrl(capa), { term: 'CAPA', definition: 'new', dbVersion: 0 })
    ).json() as SopTerm;
    assert.equal(edited.versionId, capa.versionId);
    const stale = await api(t, acme.admin, 'PUT', termUrl(capa), {
      term: 'CAPA',
      definition: 'x',
      dbVersion: 0,
    });
    assert.equal(errorMessageOf(stale), TERM_CHANGED_BY_SOMEONE_ELSE);
    await bumpVersion();
    const changed = (
      await api(t, acme.admin, 'PUT', termUrl(edited), { term: 'CAPA', definition: 'v2', dbVersion: 1 })
    ).json() as SopTerm;
    assert.equal(changed.version, 2);
    assert.notEqual(changed.versionId, capa.versionId);
    assert.deepEqual(
      (await terms()).map((x) => x.definition),
      ['Audit means', 'v2'],
    );
    // revert the changed term: the old version is valid again
    assert.equal((await api(t, acme.admin, 'DELETE', termUrl(changed))).statusCode, 204);
    assert.deepEqual(
      (await terms()).map((x) => x.versionId).sort(),
      [audit.versionId, capa.versionId].sort(),
    );
    // delete an unchanged term, list it as deleted, undo
    assert.equal((await api(t, acme.admin, 'DELETE', termUrl(audit))).statusCode, 204);
    assert.deepEqual(
      (await terms()).map((x) => x.term),
      ['CAPA'],
    );
    const deleted = (
      await api(t, acme.viewer, 'GET', `${versionUrl(sop)}/terms/deleted`)
    ).json() as SopTerm[];
    assert.deepEqual(
      deleted.map((x) => x.versionId),
      [audit.versionId],
    );
    assert.equal(
      (await api(t, acme.admin, 'DELETE', `${versionUrl(sop)}/terms/deleted/${audit.versionId}`)).statusCode,
      204,
    );
    assert.equal((await terms()).length, 2);
  });

  it('refuses every term write of a RELEASED process (409) and leaves its glossary as released', async () => {
    const released = await newProcess(t, acme.admin, { name: 'Released glossary' });
    const url = versionUrl(released);
    const created = await api(t, acme.admin, 'POST', `${url}/terms`, {
      term: 'FMEA',
      definition: 'Failure',
    });
    assert.equal(created.statusCode, 201, created.body);
    const fmea = created.json() as SopTerm;
    // the end of a change control: the version is RELEASED (the release workflow is tested in change-control)
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(
        sql`update sop_versions set release_state = 'RELEASED' where version_id = ${released.sop.versionId}`,
      ),
    );
    const termAt = `${url}/terms/${fmea.artifactId}/versions/${fmea.versionId}`;
    const attempts = [
      () =>
        api(t, acme.admin, 'PUT', termAt, {
          term: 'FMEA',
          definition: 'changed',
          dbVersion: fmea.dbVersion,
        }),
      // a stale dbVersion changes nothing either: the state is what refuses
      () => api(t, acme.admin, 'PUT', termAt, { term: 'FMEA', definition: 'changed', dbVersion: 7 }),
      () => api(t, acme.admin, 'DELETE', termAt),
      () => api(t, acme.admin, 'POST', `${url}/terms`, { term: 'New', definition: 'd' }),
      () => api(t, acme.admin, 'DELETE', `${url}/terms/deleted/${fmea.versionId}`),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(errorMessageOf(response), MUST_BE_DRAFT);
    }
    const after = (await api(t, acme.viewer, 'GET', `${url}/terms`)).json() as SopTerm[];
    assert.deepEqual(
      after.map((x) => [x.versionId, x.definition, x.dbVersion]),
      [[fmea.versionId, 'Failure', fmea.dbVersion]],
    );
  });

  it('searches the glossary of all processes with the process of each term', async () => {
    const second = await newProcess(t, acme.admin, { name: 'Training' });
    await api(t, acme.admin, 'POST', `${versionUrl(second)}/terms`, { term: 'capa', definition: 'also' });
    const all = (await api(t, acme.viewer, 'GET', '/terms/search')).json() as TermSearchEntry[];
    const capas = all.filter((e) => e.term.toLowerCase() === 'capa');
    assert.deepEqual(capas.map((e) => e.sopName).sort(), ['Purchasing', 'Training']);
    assert.ok(capas.every((e) => e.sopReleaseState === 'DRAFT'));
    const foreign = (await api(t, other.admin, 'GET', '/terms/search')).json() as TermSearchEntry[];
    assert.equal(foreign.length, 0);
  });
});
