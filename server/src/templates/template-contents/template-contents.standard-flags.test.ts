import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  TemplateContent,
  TemplateContentSearchResponse,
  TemplateContentStatistics,
  TemplateContentSyncResult,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { importReferences, parseReferenceCatalog } from '../../regulations/index';
import { api, expectStatus } from '../../../test/api';

// The flags against the standards service (changed in / removed from the standard) in every answer that carries
// contents — list, search, statistics — and the search's standardFlag filter (issue 11, gap 1).
describe('template contents: flags against the standard', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let changed: TemplateContent;
  let removed: TemplateContent[];
  let kept: TemplateContent;

  const search = async (tenant: TestTenant, query: string) =>
    expectStatus<TemplateContentSearchResponse>(
      await api(t, tenant.viewer, 'GET', `/template-contents/search${query}`),
      200,
    );
  const names = (answer: TemplateContentSearchResponse) => answer.templateContents.map((c) => c.name).sort();

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme flags');
    other = await createTenant(t.database, 'Other flags');
    expectStatus<TemplateContentSyncResult>(
      await api(t, acme.admin, 'POST', '/template-contents/synchronize'),
      200,
    );
    const synced = expectStatus<TemplateContent[]>(
      await api(t, acme.viewer, 'GET', '/template-contents'),
      200,
    );
    const first = synced.find((c) => c.srId === 'STC-001')!;
    // the standard now: STC-001 renamed, STC-003 unchanged, every other entry gone
    const third = synced.find((c) => c.srId === 'STC-003')!;
    await importReferences(
      t.database.db,
      parseReferenceCatalog(
        JSON.stringify({
          templateContents: [
            { id: 'STC-001', name: `${first.name} (revised)`, description: first.description },
            { id: third.srId, name: third.name, description: third.description },
          ],
        }),
      ),
    );
    const list = expectStatus<TemplateContent[]>(await api(t, acme.viewer, 'GET', '/template-contents'), 200);
    changed = list.find((c) => c.id === first.id)!;
    kept = list.find((c) => c.id === third.id)!;
    removed = list.filter((c) => c.srId !== 'STC-001' && c.srId !== 'STC-003');
    // a content of the tenant's own, not linked to the standard: never flagged
    expectStatus(await api(t, acme.admin, 'POST', '/template-contents', { name: 'Own record' }), 201);
  });
  after(() => t.close());

  it('carries the flag on each content of the GET list', () => {
    assert.deepEqual(changed.standardFlag, {
      state: 'CHANGED_IN_STANDARD',
      standardName: `${changed.name} (revised)`,
      standardDescription: changed.description,
    });
    assert.equal(kept.standardFlag, undefined);
    assert.ok(removed.length > 0);
    for (const c of removed) assert.equal(c.standardFlag?.state, 'REMOVED_FROM_STANDARD', c.name);
  });

  it('filters the search by each flag, combined with the other filters', async () => {
    const changedOnly = await search(acme, '?standardFlag=CHANGED_IN_STANDARD');
    assert.deepEqual(names(changedOnly), [changed.name]);
    assert.equal(changedOnly.templateContents[0]!.id, changed.id);
    assert.equal(changedOnly.templateContentInfos[changed.id]!.standardFlag?.state, 'CHANGED_IN_STANDARD');

    const removedOnly = await search(acme, '?standardFlag=REMOVED_FROM_STANDARD');
    assert.deepEqual(names(removedOnly), removed.map((c) => c.name).sort());

    const both = await search(
      acme,
      `?standardFlag=REMOVED_FROM_STANDARD&text=${encodeURIComponent(removed[0]!.name)}`,
    );
    assert.ok(names(both).includes(removed[0]!.name));
    assert.ok(
      both.templateContents.every(
        (c) => both.templateContentInfos[c.id]?.standardFlag?.state === 'REMOVED_FROM_STANDARD',
      ),
    );
    const none = await search(
      acme,
      `?standardFlag=CHANGED_IN_STANDARD&text=${encodeURIComponent(kept.name)}`,
    );
    assert.deepEqual(names(none), []);
  });

  it('refuses an unknown flag with 400 and a message', async () => {
    const response = await api(t, acme.viewer, 'GET', '/template-contents/search?standardFlag=OUTDATED');
    assert.equal(response.statusCode, 400);
    assert.ok(errorMessageOf(response));
  });

  it('counts the flags in the statistics, per tenant', async () => {
    const stats = expectStatus<TemplateContentStatistics>(
      await api(t, acme.viewer, 'GET', '/template-contents/statistics'),
      200,
    );
    assert.deepEqual(stats.countByStandardFlag, {
      CHANGED_IN_STANDARD: 1,
      REMOVED_FROM_STANDARD: removed.length,
    });
    const empty = expectStatus<TemplateContentStatistics>(
      await api(t, other.viewer, 'GET', '/template-contents/statistics'),
      200,
    );
    assert.deepEqual(empty.countByStandardFlag, { CHANGED_IN_STANDARD: 0, REMOVED_FROM_STANDARD: 0 });
    assert.deepEqual(names(await search(other, '?standardFlag=REMOVED_FROM_STANDARD')), []);
  });
});
