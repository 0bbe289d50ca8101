import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { QMS_ADMIN, QMS_VIEWER } from '@qms/shared-api/contract';
import type { Db } from '../db/database';
import { sopArtifacts, sopBlocks, sopRootOrders, sopVersions, tenants, users } from '../db/schema/index';
import { withTenant } from '../db/tenant';
import { hashPassword } from '../identity/passwords';
import { spacedPositions } from './blocks/block-positions';

export interface BenchProcesses {
  tenantName: string;
  adminEmail: string;
  password: string;
  /** processes in all: `roots` top-level ones, the rest spread below them as children */
  processes: number;
  roots: number;
  /** blocks of the first process (the detail figure opens it) */
  blocks: number;
}

/**
 * For the processes bench (e2e/bench/figures/processes.ts): a tenant of its own with an admin (password) and
 * `processes` released processes in a two-level tree, the first with `blocks` blocks. Owner connection with the
 * server stopped; written in one tenant transaction (the audit trigger records it like any write). A tenant of
 * that name that exists is left as it is (a kept PostgreSQL bench database has it from an earlier run).
 * Returns the tenant id and the version id of the process with the blocks.
 */
export async function seedBenchProcesses(db: Db, o: BenchProcesses): Promise<{ detailVersionId: string }> {
  const existing = await db.execute<{ version_id: string }>(sql`
    select v.version_id from tenants t join sop_versions v on v.tenant_id = t.id
      where t.name = ${o.tenantName} and v.name = 'Bench process 0000'`);
  const found = (existing as unknown as { rows: { version_id: string }[] }).rows[0];
  if (found) return { detailVersionId: found.version_id };
  const [tenant] = await db.insert(tenants).values({ name: o.tenantName }).returning({ id: tenants.id });
  const tenantId = tenant!.id;
  await db.insert(users).values({
    tenantId,
    email: o.adminEmail,
    displayName: 'Bench Admin',
    initials: 'BA',
    roles: [QMS_ADMIN, QMS_VIEWER],
    passwordHash: await hashPassword(o.password),
  });
  const ids = Array.from({ length: o.processes }, () => randomUUID());
  const roots = ids.slice(0, o.roots);
  const childrenOf = new Map(roots.map((r) => [r, [] as string[]]));
  ids.slice(o.roots).forEach((id, i) => childrenOf.get(roots[i % o.roots]!)!.push(id));
  const parentOf = new Map([...childrenOf].flatMap(([p, cs]) => cs.map((c) => [c, p] as const)));
  const versionIds = ids.map(() => randomUUID());
  const name = (i: number) => `Bench process ${String(i).padStart(4, '0')}`;
  await withTenant(db, tenantId, async (tx) => {
    const chunks = <T>(rows: T[]) =>
      Array.from({ length: Math.ceil(rows.length / 500) }, (_, k) => rows.slice(k * 500, k * 500 + 500));
    // parents first (the parent foreign key)
    const artifactRows = ids.map((artifactId) => ({
      tenantId,
      artifactId,
      parentArtifactId: parentOf.get(artifactId) ?? null,
      orderedArtifactIds: childrenOf.get(artifactId) ?? [],
    }));
    for (const chunk of chunks(artifactRows)) await tx.insert(sopArtifacts).values(chunk);
    const versionRows = ids.map((artifactId, i) => ({
      tenantId,
      artifactId,
      versionId: versionIds[i]!,
      releaseState: i % 10 === 9 ? 'DRAFT' : 'RELEASED',
      name: name(i),
      description: `Purpose of bench process ${i}: what it achieves and for whom.`,
    }));
    for (const chunk of chunks(versionRows)) await tx.insert(sopVersions).values(chunk);
    await tx.insert(sopRootOrders).values({ tenantId, orderedArtifactIds: roots });
    const positions = spacedPositions(o.blocks);
    const blockRows = positions.map((position, i) => ({
      tenantId,
      sopVersionId: versionIds[0]!,
      artifactId: randomUUID(),
      versionState: 'UNCHANGED',
      position,
      ...(i % 10 === 0
        ? { type: 'HEADER', name: `Chapter ${i / 10 + 1}` }
        : i % 2 === 0
          ? {
              type: 'TIPTAP',
              name: `Section ${i}`,
              description: `<p>Section ${i} explains <strong>what</strong> is done.</p><table><tbody><tr><td>Limit</td><td>8 °C</td></tr></tbody></table>`,
            }
          : {
              type: 'STEP',
              name: `Step ${i}`,
              description: `<p>Step ${i}: check the delivery papers and the seals.</p><ul><li>papers</li><li>seals</li></ul>`,
              testable: i % 3 === 0,
              acceptanceCriterion: 'No damage',
            }),
    }));
    for (const chunk of chunks(blockRows)) await tx.insert(sopBlocks).values(chunk);
  });
  return { detailVersionId: versionIds[0]! };
}
