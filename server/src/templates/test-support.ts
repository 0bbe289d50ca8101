import type { LightMyRequestResponse } from 'fastify';
import type { SessionUser } from '@qms/shared-api/contract';
import { withTenant } from '../db/tenant';
import { sopArtifacts, sopBlocks, sopVersions } from '../db/schema/index';
import type { TestContext } from '../test/helpers';

/** JSON call to /qms-api as a user (tests of the templates area). */
export function api(
  t: TestContext,
  user: SessionUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.as(user, {
    method,
    url: `/qms-api${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Asserts the status and answers the JSON body (the body text in the failure message). */
export function expectStatus<T = unknown>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return (response.body ? response.json() : undefined) as T;
}

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
