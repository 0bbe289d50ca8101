import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EFFECTIVE_DATES_ORDER,
  QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE,
  type QmsRegulation,
  type QmsRegulationSearchEntry,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { fixturesFor } from '../../../test/route-requests';
import { exampleRegulation } from '../../../test/fixtures/example-regulation';

describe('QMS regulations (applied-regulations list)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let regulationId: string;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    ({ regulationId } = await exampleRegulation(fixturesFor(t.database, acme)));
  });
  after(() => t.close());

  const put = (user: TestTenant['admin'], body: object) =>
    t.as(user, { method: 'PUT', url: `/qms-api/qms-regulations/${regulationId}`, payload: body });

  it('lists every regulation with its default record and server-computed statistics', async () => {
    const response = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/qms-regulations/search' });
    assert.equal(response.statusCode, 200);
    const entry = (response.json() as QmsRegulationSearchEntry[]).find(
      (e) => e.regulation.id === regulationId,
    )!;
    assert.deepEqual(entry.qmsRegulation, {
      regulationId,
      state: 'INFORMATIVE',
      activeFrom: null,
      activeTo: null,
      dbVersion: 0,
    });
    // one interpretable control; its two statement paragraphs are interpreted in it
    assert.equal(entry.statistics.totalRequirements, 1);
    assert.equal(entry.statistics.notDefinedCount, 1);
    assert.equal(entry.statistics.validCount, 0);
  });

  it('saves state and dates per tenant, and refuses a stale dbVersion with 409', async () => {
    const first = await put(acme.admin, {
      state: 'ACTIVE',
      activeFrom: '2026-01-01',
      activeTo: '2026-12-31',
      dbVersion: 0,
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), {
      regulationId,
      state: 'ACTIVE',
      activeFrom: '2026-01-01',
      activeTo: '2026-12-31',
      dbVersion: 1,
    } satisfies QmsRegulation);
    // a second editor who read version 0 does not overwrite the first save
    const stale = await put(acme.admin, {
      state: 'OBSOLETE',
      activeFrom: null,
      activeTo: null,
      dbVersion: 0,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE);
    const second = await put(acme.admin, {
      state: 'EXPIRING',
      activeFrom: '2026-01-01',
      activeTo: null,
      dbVersion: 1,
    });
    assert.equal((second.json() as QmsRegulation).dbVersion, 2);
    // the other tenant still sees its own default
    const theirs = await t.as(other.viewer, {
      method: 'GET',
      url: `/qms-api/qms-regulations/${regulationId}`,
    });
    assert.equal((theirs.json() as QmsRegulation).state, 'INFORMATIVE');
  });

  it('validates: dates in order, known states, existing regulation, admins only', async () => {
    const order = await put(acme.admin, {
      state: 'ACTIVE',
      activeFrom: '2027-01-02',
      activeTo: '2027-01-01',
      dbVersion: 2,
    });
    assert.equal(order.statusCode, 400);
    assert.match(errorMessageOf(order) ?? '', new RegExp(EFFECTIVE_DATES_ORDER));
    const state = await put(acme.admin, { state: 'DONE', activeFrom: null, activeTo: null, dbVersion: 2 });
    assert.equal(state.statusCode, 400);
    const missing = await t.as(acme.admin, {
      method: 'PUT',
      url: '/qms-api/qms-regulations/no-such-regulation',
      payload: { state: 'ACTIVE', activeFrom: null, activeTo: null, dbVersion: 0 },
    });
    assert.equal(missing.statusCode, 404);
    const viewer = await put(acme.viewer, {
      state: 'ACTIVE',
      activeFrom: null,
      activeTo: null,
      dbVersion: 2,
    });
    assert.equal(viewer.statusCode, 403);
  });
});
