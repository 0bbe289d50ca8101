import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { qmsRequirements, srRegulations, srRequirements, templates } from '../../db/schema/index';
import type { ExampleFixtures } from '../../http/route-examples';
import { FIXED, fixedProcess } from '../../processes/index';
import { LICENSED_MARKER } from '../example-regulation';
import { importCatalog } from '../oscal/oscal.import';

/**
 * Fixtures of the generated route checks for the gap list. The cross-tenant check sends tenant A's request as
 * tenant B, so these ids exist in every tenant: one shared licensed regulation (global content, imported once per
 * database), the processes area's fixed process and block, a fixed template and a fixed template content id.
 */
export const GAP_FIXED = {
  identity: 'Gap list example (route checks)',
  templateArtifactId: '00000000-0000-4000-8000-00000000e001',
  templateVersionId: '00000000-0000-4000-8000-00000000e002',
  templateContentId: 'gap-example-template-content',
} as const;

// only the licensed one carries the marker the licensing walk looks for (the open one's text is open to all)
const catalog = (title: string, text: string) => ({
  catalog: {
    uuid: randomUUID(),
    metadata: { title, version: '1', 'oscal-version': '1.1.2' },
    groups: [
      {
        id: 'g1',
        title: 'Gap heading',
        controls: [
          {
            id: 'c1',
            title: `Gap control ${text}`,
            parts: [{ id: 'c1_smt', name: 'statement', prose: `Keep ${text}.` }],
          },
        ],
      },
    ],
  },
});

/**
 * The shared regulation (licensed: VIEW_LICENSED, text carrying LICENSED_MARKER; open: VIEW_OPEN, EXPORT_OPEN, for
 * the CSV an admin without the licence may download) and its one interpretable requirement.
 */
export async function sharedRegulation(fx: Pick<ExampleFixtures, 'system'>, licensed = true) {
  const title = licensed ? GAP_FIXED.identity : `${GAP_FIXED.identity}, open`;
  return fx.system(async (tx) => {
    let [regulation] = await tx
      .select({ id: srRegulations.id })
      .from(srRegulations)
      .where(eq(srRegulations.catalogIdentity, title));
    if (!regulation) {
      const result = await importCatalog(tx, catalog(title, licensed ? LICENSED_MARKER : 'open text'), {
        importedBy: 'route example',
        source: 'example',
        licenseTypeView: licensed ? 'VIEW_LICENSED' : 'VIEW_OPEN',
        licenseTypeExport: 'EXPORT_OPEN',
      });
      regulation = { id: result.regulationId };
    }
    const [requirement] = await tx
      .select({ id: srRequirements.id })
      .from(srRequirements)
      .where(and(eq(srRequirements.regulationId, regulation.id), eq(srRequirements.interpretable, true)))
      .orderBy(asc(srRequirements.position));
    return { regulationId: regulation.id, requirementId: requirement!.id };
  });
}

/** The fixed process (with its block) and the fixed template in the caller's tenant. */
export async function gapTargets(fx: ExampleFixtures) {
  await fixedProcess(fx);
  await fx.run((tx) =>
    tx
      .insert(templates)
      .values({
        tenantId: fx.tenantId,
        artifactId: GAP_FIXED.templateArtifactId,
        versionId: GAP_FIXED.templateVersionId,
        name: `Gap template ${fx.tenantId.slice(0, 8)}`,
      })
      .onConflictDoNothing(),
  );
  return { ...FIXED, ...GAP_FIXED };
}

/**
 * The tenant's assessment of the shared requirement, naming every fixed target, with a note no other tenant's
 * seed carries: what the cross-tenant check looks for.
 */
export async function seedAssessment(fx: ExampleFixtures, licensed = true) {
  const { regulationId, requirementId } = await sharedRegulation(fx, licensed);
  const targets = await gapTargets(fx);
  const notes = fx.uniqueName('Gap note');
  const values = {
    applicability: 'APPLICABLE',
    notes,
    targetSopArtifactIds: [targets.artifactId],
    targetTemplateArtifactIds: [targets.templateArtifactId],
    referencedSopBlockArtifactIds: [targets.blockArtifactId],
    targetSopBlockArtifactIds: [targets.blockArtifactId],
    templateContentIds: [targets.templateContentId],
  };
  await fx.run((tx) =>
    tx
      .insert(qmsRequirements)
      .values({ tenantId: fx.tenantId, requirementId, regulationId, ...values, dbVersion: 1 })
      .onConflictDoUpdate({ target: [qmsRequirements.tenantId, qmsRequirements.requirementId], set: values }),
  );
  return { regulationId, requirementId, targets, notes };
}
