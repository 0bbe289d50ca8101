import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  contentLinkResolver,
  TEMPLATE_CONTENT_MESSAGES,
  type ReleaseState,
  TEMPLATE_CONTENT_MIN_ONE_CHARACTER,
  type Template,
  type TemplateContent,
  type TemplateContentSearchResponse,
  type TemplateContentStatistics,
  type TemplateContentSyncResult,
} from '@qms/shared-api/contract';
import { and, eq } from 'drizzle-orm';
import { srReferences } from '../../regulations/schema';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { importReferences, parseReferenceCatalog } from '../../regulations/index';
import { withTenant } from '../../db/tenant';
import { changeTemplateState } from '../templates/templates.repository';
import { api, expectStatus } from '../../../test/api';
import { insertProcess } from '../../../test/templates';

describe('template contents API', () => {
  let t: TestContext;
  let acme: TestTenant;
  const ids: Record<string, string> = {};

  const content = async (tenant: TestTenant, name: string, extra: Record<string, unknown> = {}) =>
    expectStatus<TemplateContent>(
      await api(t, tenant.admin, 'POST', '/template-contents', { name, ...extra }),
      201,
    );
  const template = async (body: Record<string, unknown>, state?: 'RELEASED' | 'OBSOLETE') => {
    const v = expectStatus<Template>(await api(t, acme.admin, 'POST', '/templates', body), 201);
    const steps =
      state === 'OBSOLETE' ? ['IN_RELEASE', 'RELEASED', 'OBSOLETE'] : state ? ['IN_RELEASE', 'RELEASED'] : [];
    await withTenant(t.database.db, acme.tenantId, async (tx) => {
      for (const state of steps)
        await changeTemplateState(tx, acme.tenantId, v.versionId, state as ReleaseState);
    });
    return v;
  };
  const search = async (query = '') =>
    expectStatus<TemplateContentSearchResponse>(
      await api(t, acme.viewer, 'GET', `/template-contents/search${query}`),
      200,
    );

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    // the fixture with every case (names = the case)
    for (const name of ['both', 'none', 'tplOnly', 'procOnly', 'multi', 'obsoleteOnly', 'draftProcessOnly'])
      ids[name] = (
        await content(acme, name, { description: `${name} description`, exampleText: `${name} example` })
      ).id;
    ids.t1 = (
      await template({ name: 'T1', createdTemplateContentIds: [ids.both, ids.tplOnly, ids.multi] })
    ).artifactId;
    ids.t2 = (
      await template(
        { name: 'T2', createdTemplateContentIds: [ids.multi], reportedTemplateContentIds: [ids.procOnly] },
        'RELEASED',
      )
    ).artifactId;
    await template({ name: 'T3', createdTemplateContentIds: [ids.obsoleteOnly] }, 'OBSOLETE');
    const p1 = await insertProcess(t, acme.tenantId, {
      name: 'P1',
      templateContentIds: [ids.both!],
      blocks: [{ templateContentIds: [ids.procOnly!, ids.multi!] }],
    });
    ids.p1 = p1.artifactId;
    // P2: the RELEASED version is current; only its newer DRAFT lists draftProcessOnly
    const p2 = await insertProcess(t, acme.tenantId, { name: 'P2', releaseState: 'RELEASED' });
    await insertProcess(t, acme.tenantId, {
      name: 'P2',
      artifactId: p2.artifactId,
      version: 2,
      templateContentIds: [ids.draftProcessOnly!],
    });
  });
  after(() => t.close());

  it('computes validations and link states from the current versions', async () => {
    const result = await search();
    const state = (name: string) => result.templateContentInfos[ids[name]!];
    assert.equal(state('both')!.linkState, 'LINKED_TO_BOTH');
    assert.deepEqual(state('none')!.validations, ['NOT_CREATED_BY_PROCESS', 'NOT_CREATED_BY_TEMPLATE']);
    assert.equal(state('tplOnly')!.linkState, 'MISSING_PROCESS_OUTPUT');
    assert.equal(state('procOnly')!.linkState, 'MISSING_CREATING_TEMPLATE');
    assert.deepEqual(state('multi')!.validations, ['CREATED_BY_MULTIPLE_TEMPLATES']);
    assert.equal(state('obsoleteOnly')!.linkState, 'MISSING_BOTH', 'an OBSOLETE template does not count');
    assert.equal(
      state('draftProcessOnly')!.linkState,
      'MISSING_BOTH',
      "a process's newer DRAFT does not count",
    );
    // the rows carry only the content's own fields; its links resolve against the answer's templates and sops
    const row = result.templateContents.find((c) => c.id === ids.multi)!;
    assert.deepEqual(Object.keys(row).sort(), [
      'dbVersion',
      'description',
      'exampleText',
      'id',
      'name',
      'srId',
    ]);
    const linksOf = contentLinkResolver(result.templates, result.sops);
    const multi = linksOf(result.templateContentInfos[ids.multi!]);
    assert.deepEqual(multi.creatingTemplates.map((x) => x.name).sort(), ['T1', 'T2']);
    assert.deepEqual(
      multi.processes.map((x) => x.name),
      ['P1'],
    );
    const procOnly = linksOf(result.templateContentInfos[ids.procOnly!]);
    assert.deepEqual(
      procOnly.reportingTemplates.map((x) => x.name),
      ['T2'],
    );
    assert.equal(result.templates.filter((x) => x.name === 'T3').length, 0);
  });

  it('filters by creating template, reporting template, process, text and unassigned', async () => {
    const names = async (q: string) => (await search(q)).templateContents.map((c) => c.name).sort();
    assert.deepEqual(await names(`?createdByTemplateArtifactId=${ids.t1}`), ['both', 'multi', 'tplOnly']);
    assert.deepEqual(await names(`?reportedByTemplateArtifactId=${ids.t2}`), ['procOnly']);
    assert.deepEqual(await names(`?sopArtifactId=${ids.p1}`), ['both', 'multi', 'procOnly']);
    assert.deepEqual(await names('?text=TPLONLY%20EXAMPLE'), ['tplOnly']);
    assert.deepEqual(await names('?text=OCONLY%20DESC'), ['procOnly']);
    assert.deepEqual(await names('?unassigned=true'), ['draftProcessOnly', 'none', 'obsoleteOnly']);
    assert.deepEqual(await names(`?createdByTemplateArtifactId=${ids.t1}&text=multi`), ['multi']);
    assert.equal(
      (await api(t, acme.viewer, 'GET', '/template-contents/search?sopArtifactId=x')).statusCode,
      400,
    );
  });

  it('counts the link states in the statistics (the same numbers as the search)', async () => {
    const stats = expectStatus<TemplateContentStatistics>(
      await api(t, acme.viewer, 'GET', '/template-contents/statistics'),
      200,
    );
    assert.deepEqual(stats, {
      countByLinkState: {
        LINKED_TO_BOTH: 2,
        MISSING_BOTH: 3,
        MISSING_PROCESS_OUTPUT: 1,
        MISSING_CREATING_TEMPLATE: 1,
      },
      countByStandardFlag: { CHANGED_IN_STANDARD: 0, REMOVED_FROM_STANDARD: 0 },
      total: 7,
    });
  });

  it('creates, updates with dbVersion (stale 409) and validates the name', async () => {
    const c = await content(acme, 'CRUD item');
    const empty = await api(t, acme.admin, 'POST', '/template-contents', { name: '' });
    assert.equal(empty.statusCode, 400);
    assert.match(errorMessageOf(empty)!, new RegExp(TEMPLATE_CONTENT_MIN_ONE_CHARACTER));
    const updated = expectStatus<TemplateContent>(
      await api(t, acme.admin, 'PUT', `/template-contents/${c.id}`, {
        name: 'CRUD item 2',
        exampleText: 'x',
        dbVersion: 0,
      }),
      200,
    );
    assert.equal(updated.exampleText, 'x');
    const stale = await api(t, acme.admin, 'PUT', `/template-contents/${c.id}`, {
      name: 'late',
      dbVersion: 0,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), TEMPLATE_CONTENT_MESSAGES.changedBySomeoneElse);
    const gone = await api(t, acme.admin, 'PUT', `/template-contents/${crypto.randomUUID()}`, {
      name: 'n',
      dbVersion: 0,
    });
    assert.equal(gone.statusCode, 404);
    assert.equal((await api(t, acme.viewer, 'POST', '/template-contents', { name: 'v' })).statusCode, 403);
    const unknownSr = await api(t, acme.admin, 'POST', '/template-contents', { name: 'n', srId: 'NOPE' });
    assert.equal(unknownSr.statusCode, 400);
    assert.equal((await api(t, acme.admin, 'DELETE', `/template-contents/${c.id}`)).statusCode, 204);
  });

  it('refuses to delete a content still used, naming the users', async () => {
    const used = await api(t, acme.admin, 'DELETE', `/template-contents/${ids.procOnly}`);
    assert.equal(used.statusCode, 409);
    assert.equal(
      errorMessageOf(used),
      'The template content "procOnly" is still used by process "P1" V1, template "T2" V1. Remove these links before deleting it.',
    );
  });

  it('synchronises the standard contents: creates missing, idempotent, reports changed and removed', async () => {
    const tenant = await createTenant(t.database, 'Sync');
    const first = expectStatus<TemplateContentSyncResult>(
      await api(t, tenant.admin, 'POST', '/template-contents/synchronize'),
      200,
    );
    const standard = await t.database.db
      .select({ id: srReferences.id })
      .from(srReferences)
      .where(and(eq(srReferences.kind, 'template-contents'), eq(srReferences.removed, false)));
    assert.ok(first.created > 0);
    assert.equal(first.created, standard.length);
    const list = expectStatus<TemplateContent[]>(
      await api(t, tenant.viewer, 'GET', '/template-contents'),
      200,
    );
    assert.equal(list.length, first.created);
    assert.ok(list.every((c) => c.srId !== null));
    const second = expectStatus<TemplateContentSyncResult>(
      await api(t, tenant.admin, 'POST', '/template-contents/synchronize'),
      200,
    );
    assert.deepEqual(second, { created: 0, createdIds: [], changedInStandard: [], removedFromStandard: [] });
    assert.equal((await api(t, tenant.viewer, 'POST', '/template-contents/synchronize')).statusCode, 403);
    // a new standard entry, a changed one: reported, created, never overwritten
    const linked = list.find((c) => c.srId === 'STC-001')!;
    await importReferences(
      t.database.db,
      parseReferenceCatalog(
        JSON.stringify({
          templateContents: [
            { id: 'STC-001', name: 'Training record (revised)', description: linked.description },
            { id: 'STC-NEW', name: 'Brand-new record', description: '' },
          ],
        }),
      ),
    );
    const third = expectStatus<TemplateContentSyncResult>(
      await api(t, tenant.admin, 'POST', '/template-contents/synchronize'),
      200,
    );
    assert.equal(third.created, 1);
    assert.deepEqual(
      third.changedInStandard.map((d) => [d.srId, d.name, d.standardName]),
      [['STC-001', linked.name, 'Training record (revised)']],
    );
    assert.equal(third.removedFromStandard.length, first.created - 1);
    const after = expectStatus<TemplateContent[]>(
      await api(t, tenant.viewer, 'GET', '/template-contents'),
      200,
    );
    assert.equal(after.length, first.created + 1, 'removed entries stay in the tenant');
    assert.equal(after.find((c) => c.id === linked.id)!.name, linked.name, 'not overwritten');
    // lasting flags: the search carries them, computed from the standard as it is now
    const flagged = expectStatus<TemplateContentSearchResponse>(
      await api(t, tenant.viewer, 'GET', '/template-contents/search'),
      200,
    );
    const flagOf = (id: string) => flagged.templateContentInfos[id]?.standardFlag;
    assert.deepEqual(flagOf(linked.id), {
      state: 'CHANGED_IN_STANDARD',
      standardName: 'Training record (revised)',
      standardDescription: linked.description,
    });
    const gone = after.find((c) => c.srId === 'STC-002')!;
    assert.deepEqual(flagOf(gone.id), {
      state: 'REMOVED_FROM_STANDARD',
      standardName: null,
      standardDescription: null,
    });
    const fresh = after.find((c) => c.srId === 'STC-NEW')!;
    assert.equal(flagOf(fresh.id), undefined, 'a content equal to its standard entry has no flag');
    assert.equal(
      Object.values(flagged.templateContentInfos).filter(
        (i) => i.standardFlag?.state === 'REMOVED_FROM_STANDARD',
      ).length,
      first.created - 1,
    );
    // a filtered search flags too (same pass), and a synchronisation still deletes nothing
    const filtered = expectStatus<TemplateContentSearchResponse>(
      await api(t, tenant.viewer, 'GET', `/template-contents/search?text=${encodeURIComponent(linked.name)}`),
      200,
    );
    assert.equal(filtered.templateContentInfos[linked.id]?.standardFlag?.state, 'CHANGED_IN_STANDARD');
    expectStatus(await api(t, tenant.admin, 'POST', '/template-contents/synchronize'), 200);
    assert.equal(
      expectStatus<TemplateContent[]>(await api(t, tenant.viewer, 'GET', '/template-contents'), 200).length,
      first.created + 1,
    );
    // updating from the standard (the standard's texts, with dbVersion) clears the flag
    const current = after.find((c) => c.id === linked.id)!;
    expectStatus(
      await api(t, tenant.admin, 'PUT', `/template-contents/${linked.id}`, {
        name: 'Training record (revised)',
        description: linked.description,
        exampleText: current.exampleText,
        srId: 'STC-001',
        dbVersion: current.dbVersion,
      }),
      200,
    );
    const updated = expectStatus<TemplateContentSearchResponse>(
      await api(t, tenant.viewer, 'GET', '/template-contents/search'),
      200,
    );
    assert.equal(updated.templateContentInfos[linked.id]?.standardFlag, undefined);
    assert.equal(updated.templateContentInfos[gone.id]?.standardFlag?.state, 'REMOVED_FROM_STANDARD');
    // a link to an entry removed from the standard may stay when the content is edited
    const removedLink = after.find((c) => c.srId === 'STC-002')!;
    const edit = await api(t, tenant.admin, 'PUT', `/template-contents/${removedLink.id}`, {
      name: 'Edited',
      srId: 'STC-002',
      dbVersion: removedLink.dbVersion,
    });
    assert.equal(edit.statusCode, 200);
    const twice = await api(t, tenant.admin, 'POST', '/template-contents', { name: 'dup', srId: 'STC-NEW' });
    assert.equal(twice.statusCode, 409);
  });
});
