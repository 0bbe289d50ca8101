// The OSCAL importer against real catalogs: the OSCAL example catalog exactly, NIST SP 800-53 Rev. 4 and Rev. 5
// with counts taken by an independent walk of the JSON (not by the importer's own traversal), idempotent
// re-import, and an invalid catalog that leaves nothing behind.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { srImports, srRegulations, srRequirements } from '../schema';
import { importCatalog } from './oscal.import';
import { InvalidCatalogError } from './oscal.schema';

/** REGULATIONS_DATA_DIR, else ../shared/data/regulations beside the repository (never copied into it). */
const dataDir =
  process.env.REGULATIONS_DATA_DIR ??
  path.resolve(import.meta.dirname, '../../../../../shared/data/regulations');
const file = (name: string) => path.join(dataDir, name);
const load = (name: string): unknown => JSON.parse(readFileSync(file(name), 'utf8'));
const present = existsSync(file('OSCAL_example_basic-catalog.json'));
const skip = present ? false : `regulation data not found in ${dataDir} (set REGULATIONS_DATA_DIR)`;

/** An independent count: every object under "groups" is a group; "controls" under a group or the catalog are
 * controls, "controls" under a control are enhancements; withdrawn = props status withdrawn (any case). */
function independentCount(document: unknown) {
  const counts = { groups: 0, controls: 0, enhancements: 0, withdrawn: 0 };
  const walk = (node: unknown, kind: 'catalog' | 'group' | 'control') => {
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    for (const g of (o.groups as unknown[] | undefined) ?? []) {
      counts.groups++;
      walk(g, 'group');
    }
    for (const c of (o.controls as unknown[] | undefined) ?? []) {
      if (kind === 'control') counts.enhancements++;
      else counts.controls++;
      const props = (c as { props?: { name: string; value: string }[] }).props ?? [];
      if (props.some((p) => p.name === 'status' && p.value.toLowerCase() === 'withdrawn')) counts.withdrawn++;
      walk(c, 'control');
    }
  };
  walk((document as { catalog: unknown }).catalog, 'catalog');
  return counts;
}

describe('OSCAL catalog import', { skip }, () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());
  const options = { importedBy: 'test operator', source: 'test' };

  const rowsOf = (regulationId: string) =>
    database.db
      .select()
      .from(srRequirements)
      .where(eq(srRequirements.regulationId, regulationId))
      .orderBy(asc(srRequirements.position));

  it('imports the OSCAL example catalog exactly', async () => {
    const result = await importCatalog(database.db, load('OSCAL_example_basic-catalog.json'), options);
    assert.equal(result.title, 'Sample Security Catalog for Demonstration and Testing');
    assert.equal(result.version, '1.1');
    assert.deepEqual(
      { ...result.counts },
      {
        groups: 4,
        controls: 4,
        enhancements: 0,
        withdrawn: 0,
        paragraphs: 0,
        requirements: 8,
        inserted: 8,
        updated: 0,
        removed: 0,
      },
    );
    const rows = await rowsOf(result.regulationId);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    assert.deepEqual(
      rows.map((r) => [r.key, r.type, r.paragraph, r.level, r.interpretable]),
      [
        ['s1', 'HEADING', '1', 0, false],
        ['s1.1', 'HEADING', '', 1, false],
        ['s1.1.1', 'TEXT', '1.1.1', 2, true],
        ['s1.1.2', 'TEXT', '1.1.2', 2, true],
        ['s2', 'HEADING', '2', 0, false],
        ['s2.1', 'HEADING', '2.1', 1, false],
        ['s2.1.1', 'TEXT', '2.1.1', 2, true],
        ['s2.1.2', 'TEXT', '2.1.2', 2, true],
      ],
    );
    assert.equal(byKey.get('s1.1')!.parentId, byKey.get('s1')!.id);
    assert.equal(byKey.get('s1.1.1')!.parentId, byKey.get('s1.1')!.id);
    const control = byKey.get('s1.1.1')!;
    // the title, the statement with both parameters resolved (a selection that itself inserts an assignment)
    assert.equal(
      control.text,
      '<p><strong>Information security roles and responsibilities</strong></p>' +
        '<p>All information security responsibilities should be defined and allocated.</p>\n' +
        '<p>A value has been assigned to [Selection (one or more): initiating a device lock after [Assignment: a duration] of inactivity; requiring the user to initiate a device lock before leaving the system unattended].</p>\n' +
        '<p>A cross link has been established with a choppy syntax: <a href="#s1.2">(choppy)</a>.</p>',
    );
    // guidance is separate from the text and keeps its numbered list
    assert.ok(control.guidance.includes('<ol>'), control.guidance);
    assert.ok(control.guidance.includes('Allocation of information security responsibilities'));
    assert.ok(!control.text.includes('Allocation of information security responsibilities'));
    const [log] = await database.db
      .select()
      .from(srImports)
      .where(eq(srImports.regulationId, result.regulationId));
    assert.equal(log!.importedBy, 'test operator');
  });

  for (const [name, expected] of [
    ['NIST_SP-800-53_rev4_catalog-min.json', { groups: 18, all: 922, withdrawn: 96 }],
    ['NIST_SP-800-53_rev5.0.1_catalog.json', { groups: 20, all: 1189, withdrawn: 182 }],
  ] as const) {
    it(`imports ${name} with the published counts`, async () => {
      const document = load(name);
      const independent = independentCount(document);
      // the README's figures, confirmed by the independent walk
      assert.equal(independent.groups, expected.groups);
      assert.equal(independent.controls + independent.enhancements, expected.all);
      assert.equal(independent.withdrawn, expected.withdrawn);
      const result = await importCatalog(database.db, document, options);
      assert.deepEqual(
        {
          groups: result.counts.groups,
          controls: result.counts.controls,
          enhancements: result.counts.enhancements,
          withdrawn: result.counts.withdrawn,
        },
        independent,
      );
      const rows = await rowsOf(result.regulationId);
      assert.equal(rows.length, result.counts.requirements);
      assert.equal(rows.filter((r) => r.type === 'HEADING').length, expected.groups);
      assert.equal(rows.filter((r) => r.withdrawn).length, expected.withdrawn);
      assert.equal(rows.filter((r) => r.interpretable).length, expected.all - expected.withdrawn);
      // no parameter left unresolved, no raw HTML from the source
      assert.equal(rows.filter((r) => r.text.includes('{{')).length, 0);
      const ac1 = rows.find((r) => r.key === 'ac-1')!;
      // statement items are paragraphs interpreted in their control, labels as paragraph numbers
      const items = rows.filter((r) => r.interpretedInRequirementId === ac1.id);
      assert.ok(items.length >= 3);
      assert.ok(items.every((r) => !r.interpretable && r.level > ac1.level));
      assert.equal(items[0]!.paragraph, 'a.');
      assert.equal(items[0]!.parentId, ac1.id);
      assert.match(items[0]!.text, /\[Assignment: organization-defined personnel or roles\]/);
      const enhancement = rows.find((r) => r.key === 'ac-2.1')!;
      assert.equal(rows.find((r) => r.id === enhancement.parentId)!.key, 'ac-2');
      assert.ok(enhancement.interpretable || enhancement.withdrawn);
      const withdrawn = rows.find((r) => r.withdrawn)!;
      assert.match(withdrawn.text, /Withdrawn/);
    });
  }

  it('re-imports idempotently: same regulation, same requirement ids, no duplicates', async () => {
    const document = load('OSCAL_example_basic-catalog.json');
    const first = await importCatalog(database.db, document, options);
    const before = await rowsOf(first.regulationId);
    const again = await importCatalog(database.db, document, {
      ...options,
      licenseTypeView: 'VIEW_LICENSED',
    });
    assert.equal(again.regulationId, first.regulationId);
    assert.equal(again.created, false);
    assert.deepEqual(
      { inserted: again.counts.inserted, updated: again.counts.updated },
      { inserted: 0, updated: 8 },
    );
    const after = await rowsOf(first.regulationId);
    assert.deepEqual(
      after.map((r) => r.id),
      before.map((r) => r.id),
    );
    const [regulation] = await database.db
      .select()
      .from(srRegulations)
      .where(eq(srRegulations.id, first.regulationId));
    assert.equal(regulation!.licenseTypeView, 'VIEW_LICENSED');
    const [{ n }] = (await database.db
      .select({ n: count() })
      .from(srRegulations)
      .where(eq(srRegulations.title, first.title))) as [{ n: number }];
    assert.equal(Number(n), 1);
  });

  it('refuses an invalid catalog with the path of the problem and writes nothing', async () => {
    const countAll = async () => {
      const [a] = await database.db.select({ n: count() }).from(srRegulations);
      const [b] = await database.db.select({ n: count() }).from(srRequirements);
      return [Number(a!.n), Number(b!.n)];
    };
    const before = await countAll();
    const broken = load('OSCAL_example_basic-catalog.json') as {
      catalog: { groups: { groups: { controls: { title?: string }[] }[] }[] };
    };
    delete broken.catalog.groups[0]!.groups[0]!.controls[1]!.title;
    await assert.rejects(importCatalog(database.db, broken, options), (error: Error) => {
      assert.ok(error instanceof InvalidCatalogError);
      assert.match(error.message, /catalog\.groups\[0\]\.groups\[0\]\.controls\[1\]\.title/);
      return true;
    });
    await assert.rejects(importCatalog(database.db, { catalog: { metadata: {} } }, options), /catalog\.uuid/);
    // a parameter that does not exist fails during mapping, before any write
    const unknownParam = load('OSCAL_example_basic-catalog.json') as {
      catalog: { groups: { groups: { controls: { parts: { prose?: string }[] }[] }[] }[] };
    };
    unknownParam.catalog.groups[0]!.groups[0]!.controls[1]!.parts[0]!.prose =
      'Uses {{ insert: param, nope }}.';
    await assert.rejects(importCatalog(database.db, unknownParam, options), /parameter 'nope'/);
    assert.deepEqual(await countAll(), before);
  });
});
