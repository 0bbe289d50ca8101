import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { sopArtifacts, sopBlocks, sopRootOrders, sopTerms, sopVersions } from '../src/processes/schema';
import { rowsOf, withTenant } from '../src/db/tenant';
import { benchTenant, type BenchTenant } from './tenant';
import { spacedPositions } from '../src/processes/blocks/block-positions';

export interface BenchProcesses extends BenchTenant {
  /** processes in all: `roots` top-level ones, the rest spread below them as children */
  processes: number;
  roots: number;
  /** blocks of the first processes: `blocks[i]` blocks for process i (the detail figures open them) */
  blocks: number[];
  /** glossary terms of the first processes: `terms[i]` terms for process i */
  terms: number[];
}

const name = (i: number) => `Bench process ${String(i).padStart(4, '0')}`;

/** Block `i` of a bench process: a chapter header every tenth, else rich-text sections and steps alternating. */
function benchBlock(i: number) {
  if (i % 10 === 0) return { type: 'HEADER', name: `Chapter ${i / 10 + 1}` };
  if (i % 2 === 0)
    return {
      type: 'TIPTAP',
      name: `Section ${i}`,
      description: `<p>Section ${i} explains <strong>what</strong> is done.</p><table><tbody><tr><td>Limit</td><td>8 °C</td></tr></tbody></table>`,
    };
  return {
    type: 'STEP',
    name: `Step ${i}`,
    description: `<p>Step ${i}: check the delivery papers and the seals.</p><ul><li>papers</li><li>seals</li></ul>`,
    testable: i % 3 === 0,
    acceptanceCriterion: 'No damage',
  };
}

/**
 * For the processes bench (e2e/bench/figures/processes.ts): a tenant of its own with an admin (password) and
 * `processes` processes in a two-level tree (nine in ten released), the first ones with `blocks[i]` blocks and
 * `terms[i]` glossary terms. Owner connection with the server stopped; written in one tenant transaction (the
 * audit trigger records it like any write). A tenant of that name that exists is left as it is (a kept PostgreSQL
 * bench database has it from an earlier run). Returns the version ids of the processes with blocks, in order.
 */
export async function seedBenchProcesses(db: Db, o: BenchProcesses): Promise<{ detailVersionIds: string[] }> {
  const { tenantId, created } = await benchTenant(db, o);
  if (!created) {
    // the names sort like the processes (zero-padded): the first ones are those with the blocks
    const found = await db.execute(sql`
      select version_id from sop_versions where tenant_id = ${tenantId} order by name limit ${o.blocks.length}`);
    return { detailVersionIds: rowsOf<{ version_id: string }>(found).map((r) => r.version_id) };
  }
  const ids = Array.from({ length: o.processes }, () => randomUUID());
  const roots = ids.slice(0, o.roots);
  const childrenOf = new Map(roots.map((r) => [r, [] as string[]]));
  ids.slice(o.roots).forEach((id, i) => childrenOf.get(roots[i % o.roots]!)!.push(id));
  const parentOf = new Map([...childrenOf].flatMap(([p, cs]) => cs.map((c) => [c, p] as const)));
  const versionIds = ids.map(() => randomUUID());
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
    const blockRows = o.blocks.flatMap((count, p) =>
      spacedPositions(count).map((position, i) => ({
        tenantId,
        sopVersionId: versionIds[p]!,
        artifactId: randomUUID(),
        versionState: 'UNCHANGED',
        position,
        ...benchBlock(i),
      })),
    );
    for (const chunk of chunks(blockRows)) await tx.insert(sopBlocks).values(chunk);
    // terms valid from version 1 of their process on (the seeded versions are all version 1)
    const termRows = o.terms.flatMap((count, p) =>
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        artifactId: randomUUID(),
        sopArtifactId: ids[p]!,
        sopVersionCreated: 1,
        term: `Bench term ${String(i).padStart(3, '0')}`,
        abbreviation: `BT${i}`,
        definition: `What bench term ${i} means in this process, in one or two sentences of plain text.`,
      })),
    );
    for (const chunk of chunks(termRows)) await tx.insert(sopTerms).values(chunk);
  });
  return { detailVersionIds: versionIds.slice(0, o.blocks.length) };
}
