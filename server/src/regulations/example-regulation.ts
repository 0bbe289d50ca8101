import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { srRequirements } from '../db/schema/index';
import type { ExampleFixtures } from '../http/route-examples';
import { importCatalog } from './oscal/oscal.import';

/**
 * Text only a licensed reader may ever receive. The generated licensing walk (route-table.licensing.test.ts)
 * looks for it in every route's answer to an unlicensed user.
 */
export const LICENSED_MARKER = 'LicensedSecretText';

/**
 * A small VIEW_LICENSED regulation imported through the real importer, for the route examples and the licensing
 * walk: one heading, one control with two statement paragraphs and guidance, all carrying LICENSED_MARKER.
 */
export async function exampleRegulation(
  fx: Pick<ExampleFixtures, 'system'>,
): Promise<{ regulationId: string; requirementIds: string[] }> {
  const suffix = randomUUID();
  const catalog = {
    catalog: {
      uuid: randomUUID(),
      metadata: { title: `Example licensed standard ${suffix}`, version: '1', 'oscal-version': '1.1.2' },
      groups: [
        {
          id: 'g1',
          title: 'General',
          controls: [
            {
              id: 'c1',
              title: `Control ${LICENSED_MARKER}`,
              parts: [
                {
                  id: 'c1_smt',
                  name: 'statement',
                  prose: `The organisation shall ${LICENSED_MARKER}:`,
                  parts: [
                    {
                      id: 'c1_smt.a',
                      name: 'item',
                      props: [{ name: 'label', value: 'a.' }],
                      prose: `keep ${LICENSED_MARKER} a`,
                    },
                    {
                      id: 'c1_smt.b',
                      name: 'item',
                      props: [{ name: 'label', value: 'b.' }],
                      prose: `keep ${LICENSED_MARKER} b`,
                    },
                  ],
                },
                { id: 'c1_gdn', name: 'guidance', prose: `Guidance ${LICENSED_MARKER}` },
              ],
            },
          ],
        },
      ],
    },
  };
  return fx.system(async (tx) => {
    const result = await importCatalog(tx, catalog, {
      importedBy: 'route example',
      source: 'example',
      licenseTypeView: 'VIEW_LICENSED',
    });
    const rows = await tx
      .select({ id: srRequirements.id })
      .from(srRequirements)
      .where(eq(srRequirements.regulationId, result.regulationId))
      .orderBy(asc(srRequirements.position));
    return { regulationId: result.regulationId, requirementIds: rows.map((r) => r.id) };
  });
}
