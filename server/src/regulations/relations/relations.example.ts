import { srRelationReleases, srRelations } from '../../db/schema/index';
import type { ExampleFixtures } from '../../http/route-examples';
import { exampleRegulation } from '../example-regulation';

/** A relation release of the licensed example regulation (route examples, licensing walk): one relation per text. */
export async function exampleRelationRelease(
  fx: Pick<ExampleFixtures, 'system'>,
): Promise<{ releaseId: string; regulationId: string; requirementIds: string[] }> {
  const { regulationId, requirementIds } = await exampleRegulation(fx);
  const releaseId = `example-release-${regulationId}`;
  await fx.system(async (tx) => {
    await tx.insert(srRelationReleases).values({ id: releaseId, regulationId, ruleVersion: '1' });
    await tx.insert(srRelations).values(
      requirementIds.slice(1).map((requirementId) => ({
        releaseId,
        requirementId,
        templateContentIds: ['STC-001'],
        linkedProcessIds: ['SPR-004'],
        references: 'Example reference',
      })),
    );
  });
  return { releaseId, regulationId, requirementIds };
}
