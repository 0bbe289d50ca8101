// Two tiny editions of one catalog for the import and CSV tests (no public data needed): x-1 keeps its number and
// has two statement items (inherited paragraphs a. and b.), x-2 changes, x-3 is dropped, x-4 is new.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rowsOf } from '../src/db/tenant';
import { importCatalog } from '../src/regulations/index';

const control = (id: string, title: string, items: string[] = []) => ({
  id,
  title,
  props: [{ name: 'label', value: id.toUpperCase() }],
  parts: [
    {
      id: `${id}_smt`,
      name: 'statement',
      prose: `${title} statement.`,
      parts: items.map((item, i) => ({
        id: `${id}_smt.${String.fromCharCode(97 + i)}`,
        name: 'item',
        props: [{ name: 'label', value: `${String.fromCharCode(97 + i)}.` }],
        prose: item,
      })),
    },
  ],
});

const catalog = (title: string, controls: object[]) => ({
  catalog: {
    uuid: randomUUID(),
    metadata: { title, version: '1', 'oscal-version': '1.1.2' },
    groups: [{ id: 'x', title: 'Family X', controls }],
  },
});

export async function importTestEditions(database: Database, licensed = false) {
  const suffix = randomUUID().slice(0, 8);
  const options = (number: string) => ({
    importedBy: 'test',
    source: 'test',
    number,
    licenseTypeView: licensed ? ('VIEW_LICENSED' as const) : ('VIEW_OPEN' as const),
    licenseTypeExport: 'EXPORT_OPEN' as const,
  });
  const old = await importCatalog(
    database.db,
    catalog(`Old ${suffix}`, [
      control('x-1', 'Keep', ['First =item.', 'Second item.']),
      control('x-2', 'Change'),
      control('x-3', 'Drop'),
    ]),
    options('X Old'),
  );
  const edition = await importCatalog(
    database.db,
    catalog(`New ${suffix}`, [
      control('x-1', 'Keep', ['First =item.', 'Second item.']),
      control('x-2', 'Changed'),
      control('x-4', 'Added'),
    ]),
    options('X New'),
  );
  const ids = async (regulationId: string) =>
    new Map(
      rowsOf<{ key: string; id: string }>(
        await database.db.execute(
          sql`select key, id::text as id from sr_requirements where regulation_id = ${regulationId}`,
        ),
      ).map((r) => [r.key, r.id]),
    );
  return {
    from: old.regulationId,
    to: edition.regulationId,
    fromIds: await ids(old.regulationId),
    toIds: await ids(edition.regulationId),
  };
}

/** old → new, the OSCAL way: x-1 equal, x-2 subset, x-3 only in old, x-4 only in new. */
export const TEST_COLLECTION = {
  'mapping-collection': {
    uuid: 'test',
    metadata: { title: 'Old to New' },
    mappings: [
      {
        maps: [
          {
            relationship: 'equal-to',
            sources: [{ type: 'control', 'id-ref': 'x-1' }],
            targets: [{ type: 'control', 'id-ref': 'x-1' }],
          },
          {
            relationship: 'subset-of',
            sources: [{ type: 'control', 'id-ref': 'x-2' }],
            targets: [{ type: 'control', 'id-ref': 'x-2' }],
          },
        ],
        'source-gap-summary': { 'unmapped-controls': [{ 'with-ids': ['x-3'] }] },
        'target-gap-summary': { 'unmapped-controls': [{ 'with-ids': ['x-4'] }] },
      },
    ],
  },
};
