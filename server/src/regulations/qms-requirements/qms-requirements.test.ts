import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
  REQUIREMENT_NOT_A_TARGET,
  REQUIREMENT_NOT_INTERPRETABLE,
  SR_LICENSED,
  type GapList,
  type QmsRequirement,
  type RegulationStatistics,
} from '@qms/shared-api/contract';
import { srRequirements } from '../schema';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { readCsv } from '../../../test/csv-reader';
import { fixturesFor } from '../../../test/route-requests';
import { freshProcess } from '../../../test/fixtures/processes';
import { exampleRegulation } from '../../../test/fixtures/example-regulation';
import { GAP_LIST_CSV_HEADER } from './gap-list.csv';

describe('QMS requirements (gap list)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let admin: TestTenant['admin'];
  let regulationId: string;
  let heading: string, control: string, paragraph: string;
  let processA: { artifactId: string; versionId: string; blocks: { artifactId: string }[] };
  let processB: { artifactId: string };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    admin = { ...acme.admin, roles: [...acme.admin.roles, SR_LICENSED] };
    const fx = fixturesFor(t.database, acme);
    let ids: string[];
    ({ regulationId, requirementIds: ids } = await exampleRegulation(fx));
    [heading, control, paragraph] = ids as [string, string, string];
    processA = await freshProcess(fx, { blocks: [{ type: 'TIPTAP' }] });
    processB = await freshProcess(fx);
  });
  after(() => t.close());

  const call = (user: TestTenant['admin'], method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.as(user, { method, url: `/qms-api${url}`, ...(body ? { payload: body } : {}) });
  const gap = async (user = admin) =>
    (await call(user, 'GET', `/qms-regulations/${regulationId}/gap-list`)).json() as GapList;
  const entry = async () => (await gap()).qmsRequirements.find((q) => q.requirementId === control)!;
  const put = (body: object) => call(admin, 'PUT', '/qms-requirements', { requirementId: control, ...body });
  const stats = async () =>
    (await call(admin, 'GET', `/qms-regulations/${regulationId}/statistics`)).json() as RegulationStatistics;

  it('answers one default entry per interpretable requirement, with the NOT_DEFINED warning', async () => {
    const list = await gap();
    assert.deepEqual(
      list.qmsRequirements.map((q) => [
        q.requirementId,
        q.requirementType,
        q.dbVersion,
        q.applicabilityWarnings,
      ]),
      [[control, 'INTERPRETATION', 0, ['NOT_DEFINED']]],
    );
    assert.equal(list.statistics.notDefinedCount, 1);
    assert.deepEqual(list.statistics, await stats());
    assert.equal(list.contentVisible, true);
    assert.equal(list.requirements.length, 4);
    // the OSCAL guidance is not in the answer (issue 14: answer size), only whether there is some; the screen
    // loads it when opened
    assert.ok(list.requirements.every((r) => r.guidance === null));
    assert.deepEqual(
      list.requirements.filter((r) => r.hasGuidance).map((r) => r.id),
      [control],
    );
    const loaded = await t.as(admin, { method: 'GET', url: `/sr-api/requirements/${control}/guidance` });
    assert.equal(loaded.statusCode, 200);
    assert.match((loaded.json() as { guidance: string }).guidance, /Guidance LicensedSecretText/);
    const unknown = await t.as(admin, { method: 'GET', url: '/sr-api/requirements/no-such-id/guidance' });
    assert.equal(unknown.statusCode, 404);
  });

  it('redacts the licensed text for a user without SR_LICENSED and offers no export', async () => {
    const list = await gap(acme.viewer);
    assert.equal(list.contentVisible, false);
    assert.equal(list.exportAllowed, false);
    assert.ok(list.requirements.filter((r) => r.type !== 'HEADING').every((r) => r.text === null));
    // the OSCAL guidance is licensed content too (licensing.ts redactRequirement), headings' included: not
    // even whether there is some, and the guidance call answers null
    assert.ok(list.requirements.every((r) => r.guidance === null && !r.hasGuidance));
    const guidance = await t.as(acme.viewer, {
      method: 'GET',
      url: `/sr-api/requirements/${control}/guidance`,
    });
    assert.deepEqual(guidance.json(), { guidance: null });
    const csv = await call(acme.admin, 'GET', `/qms-regulations/csv-export/${regulationId}`);
    assert.equal(csv.statusCode, 403);
    assert.equal(errorMessageOf(csv), 'You do not have the licence to export this regulation.');
  });

  it('derives every warning and keeps the statistics equal in gap list, statistics and search', async () => {
    const cases: [object, string[]][] = [
      [{ applicability: 'APPLICABLE' }, ['APPLICABLE_WITHOUT_EVIDENCE']],
      [{ applicability: 'APPLICABLE', templateContentIds: ['tc-1'] }, []],
      [{ applicability: 'APPLICABLE', targetSopArtifactIds: [processA.artifactId] }, []],
      [{ applicability: 'NOT_APPLICABLE' }, ['NOT_APPLICABLE_WITHOUT_REASON']],
      [
        {
          applicability: 'NOT_APPLICABLE',
          applicabilityReason: 'No sterile devices',
          targetSopArtifactIds: [processA.artifactId],
        },
        ['NOT_APPLICABLE_WITH_EVIDENCE'],
      ],
      [{ applicability: 'INFORMATION' }, []],
    ];
    for (const [body, warnings] of cases) {
      const { dbVersion } = await entry();
      const response = await put({ ...body, dbVersion });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual((response.json() as QmsRequirement).applicabilityWarnings, warnings);
      const list = await gap();
      assert.deepEqual(list.statistics, await stats());
      const search = (await call(admin, 'GET', '/qms-regulations/search')).json() as {
        regulation: { id: string };
        statistics: RegulationStatistics;
      }[];
      assert.deepEqual(search.find((e) => e.regulation.id === regulationId)!.statistics, list.statistics);
    }
    assert.equal((await stats()).informationCount, 1);
  });

  it('refuses a stale dbVersion with 409 and keeps the first save', async () => {
    const { dbVersion } = await entry();
    const first = await put({
      applicability: 'APPLICABLE',
      notes: 'first',
      targetSopArtifactIds: [processA.artifactId],
      dbVersion,
    });
    assert.equal(first.statusCode, 200);
    const second = await put({ applicability: 'NOT_APPLICABLE', notes: 'second', dbVersion });
    assert.equal(second.statusCode, 409);
    assert.equal(errorMessageOf(second), QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE);
    assert.equal((await entry()).notes, 'first');
  });

  it('refuses paragraphs, headings, unknown requirements and unknown targets', async () => {
    const para = await call(admin, 'PUT', '/qms-requirements', {
      requirementId: paragraph,
      applicability: 'APPLICABLE',
      dbVersion: 0,
    });
    assert.equal(para.statusCode, 400);
    assert.equal(errorMessageOf(para), REQUIREMENT_NOT_INTERPRETABLE);
    const head = await call(admin, 'PUT', '/qms-requirements', {
      requirementId: heading,
      applicability: 'APPLICABLE',
      dbVersion: 0,
    });
    assert.equal(head.statusCode, 400);
    const unknown = await call(admin, 'PUT', '/qms-requirements', {
      requirementId: 'nope',
      applicability: 'APPLICABLE',
      dbVersion: 0,
    });
    assert.equal(unknown.statusCode, 404);
    const bad = await put({
      applicability: 'APPLICABLE',
      targetSopArtifactIds: ['not-a-process'],
      dbVersion: (await entry()).dbVersion,
    });
    assert.equal(bad.statusCode, 400);
    assert.match(errorMessageOf(bad)!, /Unknown process: not-a-process/);
    const invalid = await put({ applicability: 'MAYBE', dbVersion: 0 });
    assert.equal(invalid.statusCode, 400);
  });

  it('marks targets implemented, turns a dropped target into deprecated evidence, and unmarks', async () => {
    const base = `/qms-requirements/${control}/actual-sop-artifact-ids`;
    const notTarget = await call(admin, 'PUT', `${base}/${processB.artifactId}`);
    assert.equal(notTarget.statusCode, 409);
    assert.equal(errorMessageOf(notTarget), REQUIREMENT_NOT_A_TARGET);
    const marked = (await call(admin, 'PUT', `${base}/${processA.artifactId}`)).json() as QmsRequirement;
    assert.deepEqual(marked.sopEvidenceStates, { [processA.artifactId]: 'IMPLEMENTED' });
    assert.equal(marked.confirmedEvidenceCount, 1);
    assert.equal((await stats()).confirmedEvidenceCount, 1);
    const dropped = await put({
      applicability: 'APPLICABLE',
      targetSopArtifactIds: [processB.artifactId],
      dbVersion: marked.dbVersion,
    });
    const q = dropped.json() as QmsRequirement;
    assert.deepEqual(q.sopEvidenceStates, {
      [processB.artifactId]: 'NOT_IMPLEMENTED',
      [processA.artifactId]: 'IMPLEMENTED_BUT_NOT_REQUIRED',
    });
    assert.deepEqual(
      [q.confirmedEvidenceCount, q.unconfirmedEvidenceCount, q.deprecatedEvidenceCount],
      [0, 1, 1],
    );
    const s = await stats();
    assert.deepEqual(
      [s.unconfirmedEvidenceCount, s.deprecatedEvidenceCount, s.evidenceSubtotal, s.evidenceCount],
      [1, 1, 2, 2],
    );
    const unmarked = (await call(admin, 'DELETE', `${base}/${processA.artifactId}`)).json() as QmsRequirement;
    assert.deepEqual(unmarked.actualSopArtifactIds, []);
    assert.equal(unmarked.dbVersion, q.dbVersion + 1);
  });

  it('links and unlinks a process block, found by block, process version and process', async () => {
    const block = processA.blocks[0]!.artifactId;
    const url = `/qms-requirements/${control}/referenced-block-artifact-ids/${block}`;
    const linked = await call(admin, 'PUT', url);
    assert.equal(linked.statusCode, 200);
    assert.deepEqual((linked.json() as QmsRequirement).referencedSopBlockArtifactIds, [block]);
    // the gap list names the block's process, for the link /processes/{sopArtifactId}/current#{block}
    const [linkedBlock] = (await gap(acme.viewer)).linkedBlocks;
    assert.deepEqual(
      { blockArtifactId: linkedBlock?.blockArtifactId, sopArtifactId: linkedBlock?.sopArtifactId },
      { blockArtifactId: block, sopArtifactId: processA.artifactId },
    );
    const byBlock = (
      await call(
        acme.viewer,
        'GET',
        `/qms-requirements/by-target-sop-block-artifact-id?sopBlockArtifactId=${block}`,
      )
    ).json() as QmsRequirement[];
    assert.deepEqual(
      byBlock.map((r) => r.requirementId),
      [control],
    );
    const byVersion = (
      await call(acme.viewer, 'GET', `/qms-requirements/by-sop-version-id?sopVersionId=${processA.versionId}`)
    ).json() as QmsRequirement[];
    assert.deepEqual(
      byVersion.map((r) => r.requirementId),
      [control],
    );
    const ids = (
      await call(
        acme.viewer,
        'GET',
        `/qms-requirements/regulation-ids-by-sop-artifact-id?sopArtifactId=${processA.artifactId}`,
      )
    ).json();
    assert.deepEqual(ids, [regulationId]);
    const unknownBlock = await call(
      admin,
      'PUT',
      `/qms-requirements/${control}/referenced-block-artifact-ids/nope`,
    );
    assert.equal(unknownBlock.statusCode, 400);
    const unlinked = (await call(admin, 'DELETE', url)).json() as QmsRequirement;
    assert.deepEqual(unlinked.referencedSopBlockArtifactIds, []);
    const unknownVersion = await call(admin, 'GET', '/qms-requirements/by-sop-version-id?sopVersionId=nope');
    assert.equal(unknownVersion.statusCode, 404);
  });

  it('exports gap-list.csv with BOM, plain text, merged paragraphs, names and neutralised formulas', async () => {
    const content = await t.as(admin, {
      method: 'POST',
      url: '/qms-api/template-contents',
      payload: { name: 'Audit plan content' },
    });
    assert.equal(content.statusCode, 201);
    const contentId = (content.json() as { id: string }).id;
    const { dbVersion } = await entry();
    await put({
      applicability: 'APPLICABLE',
      notes: '=HYPERLINK("x")',
      applicabilityReason: 'a "quoted" reason',
      targetSopArtifactIds: [processB.artifactId],
      templateContentIds: [contentId],
      dbVersion,
    });
    const response = await call(admin, 'GET', `/qms-regulations/csv-export/${regulationId}`);
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
    assert.match(response.headers['content-disposition'] as string, /filename="gap-list.csv"/);
    // read back as a spreadsheet would: strict RFC 4180, every cell quoted (so the raw text is never matched)
    const { bom, rows } = readCsv(response.body, { allQuoted: true });
    assert.equal(bom, true, 'UTF-8 byte-order mark first');
    const [header, headingRow, controlRow, ...rest] = rows;
    assert.deepEqual(header, GAP_LIST_CSV_HEADER);
    assert.equal(rest.length, 0, 'header, heading, control: the paragraph is part of its control');
    const cell = (row: string[] | undefined, column: string) => row![GAP_LIST_CSV_HEADER.indexOf(column)]!;
    assert.equal(cell(headingRow, 'Applicability'), '', 'a heading has no assessment');
    assert.equal(cell(controlRow, 'Applicability'), 'Applicable');
    assert.equal(cell(controlRow, 'Notes'), `'=HYPERLINK("x")`, 'formula neutralised, quotes round-trip');
    assert.equal(cell(controlRow, 'Reason'), 'a "quoted" reason');
    const text = cell(controlRow, 'Text');
    assert.ok(!rows.flat().some((c) => /<[a-z/]/i.test(c)), 'plain text, no HTML tags');
    assert.match(
      text,
      /\n.*keep LicensedSecretText a/,
      'the paragraph joins its control on a line of its own',
    );
    assert.equal(cell(controlRow, 'Template Contents'), 'Audit plan content', 'template contents by name');
    assert.ok(!rows.flat().some((c) => c.includes(contentId)), 'no template content id');
    assert.match(cell(controlRow, 'Process Evidence'), /^.+: Not implemented$/);
    for (const row of rows) {
      for (const c of row) assert.ok(!/^[=+\-@\t\r]/.test(c), `no cell starts a formula: ${c}`);
    }
    // the Warnings column has the texts the screen shows
    const { dbVersion: next } = await entry();
    await put({
      applicability: 'NOT_APPLICABLE',
      targetSopArtifactIds: [processB.artifactId],
      dbVersion: next,
    });
    const warned = readCsv((await call(admin, 'GET', `/qms-regulations/csv-export/${regulationId}`)).body);
    assert.deepEqual(cell(warned.rows[2], 'Warnings').split('\n').sort(), [
      'Not applicable, but evidence is assigned.',
      'Not applicable: give a reason.',
    ]);
  });

  it('resets an assessment (stale dbVersion → 409) and shows a deprecated interpretation', async () => {
    const { dbVersion } = await entry();
    const stale = await call(admin, 'DELETE', `/qms-requirements/${control}?dbVersion=${dbVersion + 5}`);
    assert.equal(stale.statusCode, 409);
    // the catalog changes: the control is no longer interpretable, its assessment is kept as deprecated
    await t.database.db
      .update(srRequirements)
      .set({ interpretable: false })
      .where(eq(srRequirements.id, control));
    const list = await gap();
    assert.deepEqual(
      list.qmsRequirements.map((q) => [q.requirementId, q.requirementType]),
      [[control, 'DEPRECATED']],
    );
    assert.equal(list.statistics.totalRequirements, 0);
    assert.deepEqual(list.statistics, await stats());
    const reset = await call(admin, 'DELETE', `/qms-requirements/${control}?dbVersion=${dbVersion}`);
    assert.equal(reset.statusCode, 200);
    assert.equal((reset.json() as QmsRequirement).applicability, 'NOT_DEFINED');
    assert.deepEqual((await gap()).qmsRequirements, []);
    await t.database.db
      .update(srRequirements)
      .set({ interpretable: true })
      .where(eq(srRequirements.id, control));
  });

  it('lists product requirements of PRODUCT processes', async () => {
    const response = await call(acme.viewer, 'GET', '/product-requirements');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), []);
  });
});
