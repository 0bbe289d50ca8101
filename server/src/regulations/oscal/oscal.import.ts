import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tenant';
import { srImports, srRegulations, srRequirements } from '../schema';
import { mapCatalog, type CatalogCounts } from './oscal.map';
import { InvalidCatalogError, parseCatalog } from './oscal.schema';

export interface ImportOptions {
  /** who ran the import (operator name), recorded in sr_imports */
  importedBy: string;
  /** where the catalog came from (file name), recorded in sr_imports */
  source: string;
  licenseTypeView?: 'VIEW_OPEN' | 'VIEW_LICENSED';
  licenseTypeExport?: 'EXPORT_OPEN' | 'EXPORT_LICENSED' | 'EXPORT_NONE';
  /** the regulation number; default: the first document id, else the title */
  number?: string;
}

export interface ImportResult {
  regulationId: string;
  title: string;
  version: string;
  created: boolean;
  counts: CatalogCounts & { inserted: number; updated: number; removed: number };
}

const BATCH = 500;
const UPSERT_SET = Object.fromEntries(
  [
    'position',
    'parent_id',
    'type',
    'interpretable',
    'text',
    'guidance',
    'paragraph',
    'level',
    'withdrawn',
    'interpreted_in_requirement_id',
  ].map((column) => [camel(column), sql.raw(`excluded.${column}`)]),
);
function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Parses JSON text first so a file that is not JSON gets the same kind of clear error. */
export function parseCatalogText(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidCatalogError(
      `Not a valid OSCAL catalog: the file is not JSON (${(error as Error).message})`,
    );
  }
  return parseCatalog(json);
}

/**
 * Imports (or re-imports) an OSCAL catalog as one regulation of the standards service, in ONE transaction on
 * the system connection (the request role can only read sr_* tables). A regulation is identified by catalog
 * identity + version: importing the same again updates it in place, requirements matched by key keep their ids
 * (so tenants' assessments survive), requirements no longer in the catalog are removed.
 */
export async function importCatalog(
  db: Db | Tx,
  document: unknown,
  options: ImportOptions,
): Promise<ImportResult> {
  const mapped = mapCatalog(parseCatalog(document));
  // inside a caller's transaction (tests, examples) this is a savepoint: still all or nothing
  return (db as Db).transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: srRegulations.id })
      .from(srRegulations)
      .where(
        and(eq(srRegulations.catalogIdentity, mapped.identity), eq(srRegulations.version, mapped.version)),
      )
      .for('update');
    const regulationId = existing?.id ?? randomUUID();
    const values = {
      number: options.number ?? mapped.title,
      title: mapped.title,
      sourceUuid: mapped.uuid,
      ...(options.licenseTypeView ? { licenseTypeView: options.licenseTypeView } : {}),
      ...(options.licenseTypeExport ? { licenseTypeExport: options.licenseTypeExport } : {}),
    };
    if (existing) {
      await tx
        .update(srRegulations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(srRegulations.id, regulationId));
    } else {
      await tx
        .insert(srRegulations)
        .values({ id: regulationId, catalogIdentity: mapped.identity, version: mapped.version, ...values });
    }

    const known = new Map(
      (
        await tx
          .select({ id: srRequirements.id, key: srRequirements.key })
          .from(srRequirements)
          .where(eq(srRequirements.regulationId, regulationId))
      ).map((r) => [r.key, r.id]),
    );
    const idOf = new Map(mapped.requirements.map((r) => [r.key, known.get(r.key) ?? randomUUID()]));
    const rows = mapped.requirements.map((r, position) => ({
      id: idOf.get(r.key)!,
      regulationId,
      key: r.key,
      position,
      parentId: r.parentKey ? idOf.get(r.parentKey)! : null,
      type: r.type,
      interpretable: r.interpretable,
      text: r.text,
      guidance: r.guidance,
      paragraph: r.paragraph,
      level: r.level,
      withdrawn: r.withdrawn,
      interpretedInRequirementId: r.interpretedInKey ? idOf.get(r.interpretedInKey)! : null,
    }));
    const stale = [...known].filter(([key]) => !idOf.has(key)).map(([, id]) => id);
    for (let i = 0; i < stale.length; i += BATCH) {
      await tx.delete(srRequirements).where(inArray(srRequirements.id, stale.slice(i, i + BATCH)));
    }
    // one upsert per batch: new keys insert, known keys (same id) overwrite their content in place
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(srRequirements)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({ target: srRequirements.id, set: UPSERT_SET });
    }
    const inserted = rows.filter((r) => !known.has(r.key)).length;
    const counts = { ...mapped.counts, inserted, updated: rows.length - inserted, removed: stale.length };
    await tx.insert(srImports).values({
      regulationId,
      catalogIdentity: mapped.identity,
      version: mapped.version,
      source: options.source,
      importedBy: options.importedBy,
      counts,
    });
    return { regulationId, title: mapped.title, version: mapped.version, created: !existing, counts };
  });
}
