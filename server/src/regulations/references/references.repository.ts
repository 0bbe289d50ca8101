import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { SrReferenceCatalog, type SrReference, type SrReferenceKind } from '@qms/shared-api/contract';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tenant';
import { srReferences } from '../schema';

/** GET /sr-api/{kind}: the current entries of one list (removed ones left out), sorted by name. */
export function listReferences(tx: Tx, kind: SrReferenceKind): Promise<SrReference[]> {
  return tx
    .select({ id: srReferences.id, name: srReferences.name, description: srReferences.description })
    .from(srReferences)
    .where(and(eq(srReferences.kind, kind), eq(srReferences.removed, false)))
    .orderBy(asc(sql`lower(${srReferences.name})`), asc(srReferences.id));
}

/** Every entry of one list, removed ones too (flagged): a synchronisation reports what left the standard. */
export function listReferencesWithRemoved(
  tx: Tx,
  kind: SrReferenceKind,
): Promise<(SrReference & { removed: boolean })[]> {
  return tx
    .select({
      id: srReferences.id,
      name: srReferences.name,
      description: srReferences.description,
      removed: srReferences.removed,
    })
    .from(srReferences)
    .where(eq(srReferences.kind, kind));
}

/** The entry `id` of one list if the standard lists it now (not removed). */
export async function findListedReference(
  tx: Tx,
  kind: SrReferenceKind,
  id: string,
): Promise<SrReference | undefined> {
  const [entry] = await tx
    .select({ id: srReferences.id, name: srReferences.name, description: srReferences.description })
    .from(srReferences)
    .where(and(eq(srReferences.kind, kind), eq(srReferences.id, id), eq(srReferences.removed, false)));
  return entry;
}

const KIND_OF: Record<keyof SrReferenceCatalog, SrReferenceKind> = {
  templateContents: 'template-contents',
  roles: 'roles',
  processes: 'processes',
  sopContents: 'sop-contents',
};

export interface ReferenceImportCounts {
  kind: SrReferenceKind;
  inserted: number;
  updated: number;
  removed: number;
}

export class InvalidReferenceCatalogError extends Error {}

/** Parses and checks a catalogue file's text (unique ids per kind); throws InvalidReferenceCatalogError. */
export function parseReferenceCatalog(text: string): SrReferenceCatalog {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidReferenceCatalogError(`Not JSON: ${(error as Error).message}`);
  }
  const parsed = SrReferenceCatalog.safeParse(json);
  if (!parsed.success)
    throw new InvalidReferenceCatalogError(
      `Invalid catalogue: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  for (const [key, entries] of Object.entries(parsed.data)) {
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.id)) throw new InvalidReferenceCatalogError(`Duplicate id ${entry.id} in ${key}`);
      seen.add(entry.id);
    }
  }
  return parsed.data;
}

/**
 * Operator import (system connection; the request role may only read): per list, entries of the file are inserted
 * or updated by id; entries of a list the file names but that are missing from it are marked removed (never
 * deleted: tenants' links to them stay resolvable and the synchronisation flags them). A list the file leaves
 * empty is left as it is. One transaction: a failure writes nothing.
 */
export async function importReferences(
  db: Db | Tx,
  catalog: SrReferenceCatalog,
): Promise<ReferenceImportCounts[]> {
  // inside a caller's transaction (the command also imports relations) this is a savepoint: still all or nothing
  return (db as Db).transaction(async (tx) => {
    const counts: ReferenceImportCounts[] = [];
    for (const [key, kind] of Object.entries(KIND_OF) as [keyof SrReferenceCatalog, SrReferenceKind][]) {
      const entries = catalog[key];
      if (entries.length === 0) continue;
      const existing = await tx
        .select({ id: srReferences.id })
        .from(srReferences)
        .where(eq(srReferences.kind, kind));
      const known = new Set(existing.map((e) => e.id));
      for (let i = 0; i < entries.length; i += 500) {
        await tx
          .insert(srReferences)
          .values(entries.slice(i, i + 500).map((e) => ({ kind, ...e, removed: false })))
          .onConflictDoUpdate({
            target: [srReferences.kind, srReferences.id],
            set: {
              name: sql`excluded.name`,
              description: sql`excluded.description`,
              removed: false,
              updatedAt: sql`now()`,
            },
          });
      }
      const ids = entries.map((e) => e.id);
      const removed = await tx
        .update(srReferences)
        .set({ removed: true, updatedAt: sql`now()` })
        .where(
          and(
            eq(srReferences.kind, kind),
            eq(srReferences.removed, false),
            not(inArray(srReferences.id, ids)),
          ),
        )
        .returning({ id: srReferences.id });
      const inserted = ids.filter((id) => !known.has(id)).length;
      counts.push({ kind, inserted, updated: ids.length - inserted, removed: removed.length });
    }
    return counts;
  });
}
