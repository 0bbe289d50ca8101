import type { ExampleFixtures } from '../http/route-examples';
import { seedAssessment, sharedRegulation } from '../regulations/index';
import { createImpactAnalysis } from './analyses/analyses.repository';
import { createImpact } from './impacts/impacts.repository';

/**
 * Route examples of the impact area (generated 401 / viewer / cross-tenant / licensing checks): an analysis from
 * the shared licensed regulation to the shared open one (both global, imported once per database), so the
 * licensing walk meets licensed text on the from side.
 */
export async function exampleAnalysis(fx: ExampleFixtures, title = fx.uniqueName('Impact analysis')) {
  const from = await sharedRegulation(fx, true);
  const to = await sharedRegulation(fx, false);
  const analysis = await fx.run((tx) =>
    createImpactAnalysis(tx, fx.tenantId, {
      title,
      regulationIdFrom: from.regulationId,
      regulationIdTo: to.regulationId,
    }),
  );
  return { analysis, fromRequirementId: from.requirementId, toRequirementId: to.requirementId };
}

/** An analysis with one impact mapping the shared requirements, described with a name no other tenant has. */
export async function exampleImpact(fx: ExampleFixtures) {
  const example = await exampleAnalysis(fx);
  const changeDescription = fx.uniqueName('Change');
  const impact = await fx.run((tx) =>
    createImpact(tx, fx.tenantId, example.analysis.id, {
      impactType: 'MINOR_IMPACT',
      impactDescription: '',
      changeType: 'CHANGE',
      changeDescription,
      requirementIdsFrom: [example.fromRequirementId],
      requirementIdsTo: [example.toRequirementId],
    }),
  );
  return { ...example, impact, changeDescription };
}

/** The fixed process targeted by a gap entry of the shared licensed requirement, and an impact mapping it. */
export async function exampleImpactOnProcess(fx: ExampleFixtures) {
  const { targets } = await seedAssessment(fx);
  const example = await exampleImpact(fx);
  return { ...example, artifactId: targets.artifactId };
}
