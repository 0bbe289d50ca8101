import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { srRequirements } from '../src/regulations/schema';
import { importCatalog } from '../src/regulations/index';
import type { TestContext } from './helpers';

/** A control of a test regulation: its statement, optionally with lettered items (paragraphs of the control). */
export type TestControl = string | { prose: string; items: string[] };

const statementOf = (control: TestControl, id: string) =>
  typeof control === 'string'
    ? { id, name: 'statement', prose: control }
    : {
        id,
        name: 'statement',
        prose: control.prose,
        parts: control.items.map((prose, j) => ({
          id: `${id}.${j + 1}`,
          name: 'item',
          props: [{ name: 'label', value: `${String.fromCharCode(97 + j)}.` }],
          prose,
        })),
      };

/**
 * A regulation imported through the real importer for the impact tests: one heading group with a control per
 * text. Answers its id, the heading ids and the non-heading (mappable) requirement ids in document order, and
 * among those the clauses (controls) and the paragraphs (statement items).
 */
export async function importTestRegulation(
  t: Pick<TestContext, 'database'>,
  texts: TestControl[],
  licenseTypeView: 'VIEW_OPEN' | 'VIEW_LICENSED' = 'VIEW_OPEN',
) {
  const catalog = {
    catalog: {
      uuid: randomUUID(),
      metadata: { title: `Impact test regulation ${randomUUID()}`, version: '1', 'oscal-version': '1.1.2' },
      groups: [
        {
          id: 'g1',
          title: 'Chapter',
          controls: texts.map((text, i) => ({
            id: `c${i + 1}`,
            title: `Clause ${i + 1}`,
            parts: [statementOf(text, `c${i + 1}_smt`)],
          })),
        },
      ],
    },
  };
  return t.database.db.transaction(async (tx) => {
    const { regulationId } = await importCatalog(tx, catalog, {
      importedBy: 'impact test',
      source: 'test',
      licenseTypeView,
    });
    const rows = await tx
      .select({
        id: srRequirements.id,
        type: srRequirements.type,
        text: srRequirements.text,
        interpretedIn: srRequirements.interpretedInRequirementId,
      })
      .from(srRequirements)
      .where(and(eq(srRequirements.regulationId, regulationId)))
      .orderBy(asc(srRequirements.position));
    return {
      regulationId,
      headingIds: rows.filter((r) => r.type === 'HEADING').map((r) => r.id),
      requirementIds: rows.filter((r) => r.type !== 'HEADING').map((r) => r.id),
      texts: rows.filter((r) => r.type !== 'HEADING').map((r) => r.text),
      clauseIds: rows.filter((r) => r.type !== 'HEADING' && !r.interpretedIn).map((r) => r.id),
      paragraphIds: rows.filter((r) => r.interpretedIn).map((r) => r.id),
    };
  });
}
