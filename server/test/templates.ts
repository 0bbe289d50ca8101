import { withTenant } from '../src/db/tenant';
import { sopArtifacts, sopBlocks, sopVersions } from '../src/processes/schema';
import type { TestContext } from './helpers';

/** A process version straight in the database: outputs on the version and on blocks (DELETED ones ignored). */
export async function insertProcess(
  t: TestContext,
  tenantId: string,
  p: {
    name: string;
    artifactId?: string;
    version?: number;
    releaseState?: string;
    templateArtifactIds?: string[];
    templateContentIds?: string[];
    blocks?: { templateContentIds?: string[]; productIds?: string[]; versionState?: string }[];
  },
): Promise<{ artifactId: string; versionId: string; blockVersionIds: string[] }> {
  return withTenant(t.database.db, tenantId, async (tx) => {
    let artifactId = p.artifactId;
    if (!artifactId) {
      const [artifact] = await tx.insert(sopArtifacts).values({ tenantId }).returning();
      artifactId = artifact!.artifactId;
    }
    const [version] = await tx
      .insert(sopVersions)
      .values({
        tenantId,
        artifactId,
        name: p.name,
        version: p.version ?? 1,
        releaseState: p.releaseState ?? 'DRAFT',
        templateArtifactIds: p.templateArtifactIds ?? [],
        templateContentIds: p.templateContentIds ?? [],
      })
      .returning();
    const blockVersionIds: string[] = [];
    for (const [i, block] of (p.blocks ?? []).entries()) {
      const [row] = await tx
        .insert(sopBlocks)
        .values({
          tenantId,
          sopVersionId: version!.versionId,
          artifactId: crypto.randomUUID(),
          type: 'STEP',
          name: `${p.name} step ${i + 1}`,
          position: i,
          versionState: block.versionState ?? 'CREATED',
          templateContentIds: block.templateContentIds ?? [],
          productIds: block.productIds ?? [],
        })
        .returning();
      blockVersionIds.push(row!.versionId);
    }
    return { artifactId, versionId: version!.versionId, blockVersionIds };
  });
}
