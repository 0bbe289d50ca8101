import { and, eq, sql } from 'drizzle-orm';
import {
  RELATION_WITHOUT_REQUIREMENT,
  RelationCatalogue,
  srTermId,
  type RelationReleaseCatalogueEntry,
} from '@qms/shared-api/contract';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tenant';
import { srRegulations, srRelationReleases, srRelations, srRequirements } from '../schema';

export class InvalidRelationCatalogueError extends Error {}

export type RelationImportCount =
  | { releaseId: string; regulationId: string; created: boolean; relations: number }
  | { releaseId: string; skipped: string };

/**
 * The `relationReleases` of a sr:import-references file: checked shape, unique release ids, every relation names
 * its requirement (else 'requirement has no relation'), no requirement twice in a release.
 */
export function parseRelationCatalogue(text: string): RelationCatalogue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidRelationCatalogueError(`Not JSON: ${(error as Error).message}`);
  }
  const parsed = RelationCatalogue.safeParse(json);
  if (!parsed.success)
    throw new InvalidRelationCatalogueError(
      `Invalid catalogue: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const releases = new Set<string>();
  for (const release of parsed.data.relationReleases) {
    if (releases.has(release.id))
      throw new InvalidRelationCatalogueError(`Duplicate relation release ${release.id}`);
    releases.add(release.id);
    const keys = new Set<string>();
    release.relations.forEach((relation, i) => {
      const key = relation.requirementKey;
      if (!key)
        throw new InvalidRelationCatalogueError(
          `Relation release ${release.id}, relation ${i + 1}: ${RELATION_WITHOUT_REQUIREMENT}`,
        );
      if (keys.has(key))
        throw new InvalidRelationCatalogueError(`Relation release ${release.id}: requirement ${key} twice`);
      keys.add(key);
    });
  }
  return parsed.data;
}

async function findRegulation(tx: Tx, release: RelationReleaseCatalogueEntry): Promise<string | null> {
  const { number, catalogIdentity, version } = release.regulation;
  const rows = await tx
    .select({ id: srRegulations.id })
    .from(srRegulations)
    .where(
      catalogIdentity !== undefined
        ? and(
            eq(srRegulations.catalogIdentity, catalogIdentity),
            version !== undefined ? eq(srRegulations.version, version) : undefined,
          )
        : eq(srRegulations.number, number!),
    );
  if (rows.length > 1)
    throw new InvalidRelationCatalogueError(
      `Relation release ${release.id}: ${rows.length} regulations match; name the version`,
    );
  return rows[0]?.id ?? null;
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Operator import (system connection): each release of the file whose regulation is stored is inserted or updated
 * by id and its relations are replaced by the file's (so importing the same file again changes nothing). A release
 * whose regulation is not imported (yet) is skipped and reported; releases the file does not name are kept. A
 * requirement key the regulation does not have fails the whole import. Runs inside the caller's transaction when
 * given one (a savepoint): all or nothing.
 */
export async function importRelations(
  db: Db | Tx,
  catalogue: RelationCatalogue,
): Promise<RelationImportCount[]> {
  return (db as Db).transaction(async (tx) => {
    const counts: RelationImportCount[] = [];
    for (const release of catalogue.relationReleases) {
      const regulationId = await findRegulation(tx, release);
      if (!regulationId) {
        const { number, catalogIdentity } = release.regulation;
        counts.push({
          releaseId: release.id,
          skipped: `regulation ${catalogIdentity ?? number} not imported`,
        });
        continue;
      }
      const keys = new Map(
        (
          await tx
            .select({ id: srRequirements.id, key: srRequirements.key })
            .from(srRequirements)
            .where(eq(srRequirements.regulationId, regulationId))
        ).map((r) => [r.key, r.id]),
      );
      const rows = release.relations.map(({ requirementKey, ...relation }) => {
        const requirementId = keys.get(requirementKey!);
        if (!requirementId)
          throw new InvalidRelationCatalogueError(
            `Relation release ${release.id}: the regulation has no requirement ${requirementKey}`,
          );
        return {
          releaseId: release.id,
          requirementId,
          ruleIds: unique(relation.ruleIds),
          templateContentIds: unique(relation.templateContentIds),
          roleIds: unique(relation.roleIds),
          reportIds: unique(relation.reportIds),
          termIds: unique(relation.termIds.map(srTermId)),
          sopContentIds: unique(relation.sopContentIds),
          linkedProcessIds: unique(relation.linkedProcessIds),
          sopContentLinkedProcessIds: unique(relation.sopContentLinkedProcessIds),
          templateContentLinkedProcessIds: unique(relation.templateContentLinkedProcessIds),
          references: relation.references,
        };
      });
      const [existing] = await tx
        .select({ id: srRelationReleases.id })
        .from(srRelationReleases)
        .where(eq(srRelationReleases.id, release.id));
      const values = { regulationId, status: release.status, ruleVersion: release.ruleVersion };
      if (existing)
        await tx
          .update(srRelationReleases)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(srRelationReleases.id, release.id));
      else await tx.insert(srRelationReleases).values({ id: release.id, ...values });
      await tx.delete(srRelations).where(eq(srRelations.releaseId, release.id));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(srRelations).values(rows.slice(i, i + 500));
      counts.push({ releaseId: release.id, regulationId, created: !existing, relations: rows.length });
    }
    return counts;
  });
}
