// A template content's answer links it to the CURRENT template versions (ADR 0199): saving one content, the list,
// its search and statistics and the templates of a process version read those, not every version of the tenant's
// templates (each release leaves one more obsolete version, and none of them is ever current). A saved content
// reads only the current processes listing it, and its links are the ones the list gives it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant, type Tx } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { templatesBySopVersion } from '../templates/templates.search';
import {
  createTemplateContent,
  listTemplateContents,
  updateTemplateContent,
} from './template-contents.repository';
import { searchTemplateContents, templateContentStatistics } from './template-contents.search';

/** Versions of the much-released template: the obsolete history, then its RELEASED and its new DRAFT version. */
const VERSIONS = 1000;
const RELEASED = VERSIONS - 1;
/** The template versions that are not obsolete: the released one and the draft of the first, the draft of another. */
const CURRENT_ROWS = 3;

describe('template contents: linked to the current template versions without reading the history', () => {
  let database: Database;
  let tenant: TestTenant;
  let contentId: string;
  let history: string;
  let draftOnly: string;
  let sopVersionId: string;
  let sopArtifactId: string;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Template links');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      const [content] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into template_contents (tenant_id, name)
          values (${tenantId}::uuid, 'Audit report') returning id`),
      );
      contentId = content!.id;
      history = crypto.randomUUID();
      draftOnly = crypto.randomUUID();
      // every version of the first template creates the content; its new draft reports it instead (not current:
      // the RELEASED version is preferred); the second template's only version, a draft, reports it
      await tx.execute(sql`
        insert into templates (tenant_id, artifact_id, version, name, release_state,
                               created_template_content_ids, reported_template_content_ids)
        select ${tenantId}::uuid, ${history}::uuid, k, 'Report template',
               case when k < ${RELEASED} then 'OBSOLETE' when k = ${RELEASED} then 'RELEASED' else 'DRAFT' end,
               case when k < ${VERSIONS} then array[${contentId}] else '{}' end,
               case when k = ${VERSIONS} then array[${contentId}] else '{}' end
          from generate_series(1, ${VERSIONS}) k`);
      await tx.execute(sql`
        insert into templates (tenant_id, artifact_id, version, name, release_state, reported_template_content_ids)
        values (${tenantId}::uuid, ${draftOnly}::uuid, 1, 'Audit plan', 'DRAFT', array[${contentId}])`);
      // processes: one lists the content itself, one in a block; a DELETED block and a draft next to a RELEASED
      // version (the RELEASED one is current) do not count
      const process = async (name: string, versions: [number, string, boolean, string | null][]) => {
        const artifactId = crypto.randomUUID();
        await tx.execute(sql`insert into sop_artifacts (tenant_id, artifact_id)
          values (${tenantId}::uuid, ${artifactId}::uuid)`);
        const versionIds = [];
        for (const [version, state, own, blockState] of versions) {
          const [row] = rowsOf<{ version_id: string }>(
            await tx.execute(sql`
              insert into sop_versions (tenant_id, artifact_id, version, name, release_state, template_content_ids)
              values (${tenantId}::uuid, ${artifactId}::uuid, ${version}, ${name}, ${state},
                      ${own ? sql`array[${contentId}]` : sql`'{}'`})
              returning version_id`),
          );
          versionIds.push(row!.version_id);
          if (blockState)
            await tx.execute(sql`
              insert into sop_blocks (tenant_id, sop_version_id, artifact_id, type, version_state,
                                      template_content_ids)
              values (${tenantId}::uuid, ${row!.version_id}::uuid, gen_random_uuid(), 'STEP', ${blockState},
                      array[${contentId}])`);
        }
        return { artifactId, versionIds };
      };
      const auditing = await process('Auditing', [[1, 'RELEASED', true, null]]);
      sopArtifactId = auditing.artifactId;
      sopVersionId = auditing.versionIds[0]!;
      await process('Inspecting', [[1, 'RELEASED', false, 'UPDATED']]);
      await process('Archiving', [[1, 'RELEASED', false, 'DELETED']]);
      await process('Planning', [
        [1, 'RELEASED', false, null],
        [2, 'DRAFT', true, 'CREATED'],
      ]);
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze templates`);
  });
  after(() => database.close());

  const templatesRead = <T>(work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, tenant.tenantId, async (tx) => {
      const { result, rows } = await rowsRead(tx, ['templates'], () => work(tx));
      return { result, read: rows.templates! };
    });
  // the current versions only (all 1,001 versions before)
  const assertCurrentOnly = (read: number, what: string) =>
    assert.ok(read <= CURRENT_ROWS + 7, `${what} read ${read} template versions`);

  it('saves one content reading the current template versions only, with its links as before', async () => {
    const { result, read } = await templatesRead((tx) =>
      updateTemplateContent(tx, tenant.tenantId, contentId, {
        name: 'Audit report (signed)',
        description: '',
        exampleText: '',
        srId: null,
        dbVersion: 0,
      }),
    );
    assertCurrentOnly(read, 'the save');
    assert.equal(result.name, 'Audit report (signed)');
    assert.deepEqual(
      result.creatingTemplates.map((t) => [t.artifactId, t.version, t.name]),
      [[history, RELEASED, 'Report template']],
    );
    assert.deepEqual(
      result.reportingTemplates.map((t) => [t.artifactId, t.version, t.name]),
      [[draftOnly, 1, 'Audit plan']],
    );
    assert.deepEqual(
      result.processes.map((s) => [s.version, s.name]),
      [
        [1, 'Auditing'],
        [1, 'Inspecting'],
      ],
    );
    assert.equal(result.processes[0]!.artifactId, sopArtifactId);
  });

  it('answers a saved content with the links the list gives it', async () => {
    await withTenant(database.db, tenant.tenantId, async (tx) => {
      const [stored] = rowsOf<{ db_version: number }>(
        await tx.execute(sql`select db_version from template_contents where id = ${contentId}::uuid`),
      );
      const saved = await updateTemplateContent(tx, tenant.tenantId, contentId, {
        name: 'Audit report',
        description: '',
        exampleText: '',
        srId: null,
        dbVersion: stored!.db_version,
      });
      const listed = (await listTemplateContents(tx, tenant.tenantId)).find((c) => c.id === contentId);
      assert.deepEqual(saved, listed);
    });
  });

  it('creates a content reading the current template versions only', async () => {
    const { result, read } = await templatesRead((tx) =>
      createTemplateContent(tx, tenant.tenantId, {
        name: 'Unlinked record',
        description: '',
        exampleText: '',
        srId: null,
      }),
    );
    assertCurrentOnly(read, 'the create');
    assert.deepEqual([result.creatingTemplates, result.reportingTemplates, result.processes], [[], [], []]);
  });

  it('lists, searches and counts the contents reading the current template versions only', async () => {
    const list = await templatesRead((tx) => listTemplateContents(tx, tenant.tenantId));
    assertCurrentOnly(list.read, 'the list');
    const linked = list.result.find((c) => c.id === contentId)!;
    assert.deepEqual(
      linked.creatingTemplates.map((t) => t.version),
      [RELEASED],
    );

    const search = await templatesRead((tx) => searchTemplateContents(tx, tenant.tenantId, {}));
    assertCurrentOnly(search.read, 'the search');
    assert.deepEqual(
      search.result.templates.map((t) => [t.artifactId, t.version]),
      [
        [draftOnly, 1],
        [history, RELEASED],
      ],
    );
    assert.equal(search.result.templateContentInfos[contentId]!.linkState, 'LINKED_TO_BOTH');

    const statistics = await templatesRead((tx) => templateContentStatistics(tx, tenant.tenantId));
    assertCurrentOnly(statistics.read, 'the statistics');
    assert.equal(statistics.result.countByLinkState.LINKED_TO_BOTH, 1);
  });

  it('finds the current templates of a process version reading the current template versions only', async () => {
    const { result, read } = await templatesRead((tx) =>
      templatesBySopVersion(tx, tenant.tenantId, sopVersionId),
    );
    assertCurrentOnly(read, 'the templates of a process version');
    // both name a content the version lists: the draft reports it, the released version creates it
    assert.deepEqual(
      result.templates.map((t) => [t.artifactId, t.version]),
      [
        [draftOnly, 1],
        [history, RELEASED],
      ],
    );
  });
});
