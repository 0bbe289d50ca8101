import { sql } from 'drizzle-orm';
import type { ExampleFixtures } from '../http/route-examples';
import { sopArtifacts, sopBlocks, sopVersions } from '../db/schema/index';

/**
 * Example rows for the generated route checks. The generated cross-tenant check sends tenant A's request as tenant
 * B and expects success when the ids travel in a body or query (not in the path); these fixed ids exist in EVERY
 * tenant (the primary keys include the tenant), so B's call lands on B's own row of the same id.
 */
export const FIXED = {
  artifactId: '00000000-0000-4000-8000-00000000a001',
  versionId: '00000000-0000-4000-8000-00000000b001',
  childIds: ['00000000-0000-4000-8000-00000000a002', '00000000-0000-4000-8000-00000000a003'],
  blockArtifactId: '00000000-0000-4000-8000-00000000c001',
  blockVersionId: '00000000-0000-4000-8000-00000000d001',
} as const;

/** The fixed process's name differs per tenant, so a seed can tell the tenants' answers apart. */
export const fixedName = (tenantId: string) => `Fixed example ${tenantId.slice(0, 8)}`;

/** Creates the fixed DRAFT process (two children, one block) in the tenant unless it exists. */
export async function fixedProcess(fx: ExampleFixtures): Promise<typeof FIXED> {
  await fx.run(async (tx) => {
    await tx
      .insert(sopArtifacts)
      .values({
        tenantId: fx.tenantId,
        artifactId: FIXED.artifactId,
        orderedArtifactIds: [...FIXED.childIds],
      })
      .onConflictDoNothing();
    await tx
      .insert(sopVersions)
      .values({
        tenantId: fx.tenantId,
        artifactId: FIXED.artifactId,
        versionId: FIXED.versionId,
        name: fixedName(fx.tenantId),
      })
      .onConflictDoNothing();
    for (const childId of FIXED.childIds) {
      await tx
        .insert(sopArtifacts)
        .values({ tenantId: fx.tenantId, artifactId: childId, parentArtifactId: FIXED.artifactId })
        .onConflictDoNothing();
    }
    await tx
      .insert(sopBlocks)
      .values({
        tenantId: fx.tenantId,
        sopVersionId: FIXED.versionId,
        artifactId: FIXED.blockArtifactId,
        versionId: FIXED.blockVersionId,
        type: 'TIPTAP',
        name: 'Fixed block',
      })
      .onConflictDoNothing();
  });
  return FIXED;
}

/** A fresh DRAFT process with one block of each given type, for examples that change or delete it. */
export async function freshProcess(
  fx: ExampleFixtures,
  options: { name?: string; releaseState?: string; blocks?: { type: string; versionState?: string }[] } = {},
): Promise<{
  artifactId: string;
  versionId: string;
  name: string;
  blocks: { artifactId: string; versionId: string }[];
}> {
  const name = options.name ?? fx.uniqueName('Process');
  return fx.run(async (tx) => {
    const [artifact] = await tx.insert(sopArtifacts).values({ tenantId: fx.tenantId }).returning();
    const [version] = await tx
      .insert(sopVersions)
      .values({
        tenantId: fx.tenantId,
        artifactId: artifact!.artifactId,
        name,
        releaseState: options.releaseState ?? 'DRAFT',
      })
      .returning();
    const blocks: { artifactId: string; versionId: string }[] = [];
    for (const [i, block] of (options.blocks ?? []).entries()) {
      const [row] = await tx
        .insert(sopBlocks)
        .values({
          tenantId: fx.tenantId,
          sopVersionId: version!.versionId,
          artifactId: sql`gen_random_uuid()`,
          type: block.type,
          versionState: block.versionState ?? 'CREATED',
          name: `${name} block ${i}`,
          position: i,
        })
        .returning({ artifactId: sopBlocks.artifactId, versionId: sopBlocks.versionId });
      blocks.push(row!);
    }
    return { artifactId: artifact!.artifactId, versionId: version!.versionId, name, blocks };
  });
}
