import { InvalidMappingError, type DraftChangeType, type ImpactDraft } from './drafts';

/**
 * The OSCAL mapping model (mapping-collection → mappings[] → maps[] with relationship, sources, targets, plus the
 * optional source-/target-gap-summary), read by its structure, not by any one file: any conforming collection
 * between two catalogs imports. Which side is the analysis's From is decided by orientationFor (the collection may
 * run old → new or, like NIST's rev5 → rev4 file, new → old).
 */
type Relationship = 'equal-to' | 'equivalent-to' | 'subset-of' | 'superset-of' | 'intersects-with';

interface Map1 {
  relationship: Relationship;
  sources: string[];
  targets: string[];
  remarks: string;
}

export interface ParsedCollection {
  maps: Map1[];
  /** controls the collection names as having no counterpart (gap summaries) */
  unmappedSources: string[];
  unmappedTargets: string[];
}

/** Short forms ('equal', 'subset') and the model's tokens ('equal-to', 'subset-of') both accepted. */
const RELATIONSHIPS: Record<string, Relationship | null> = {
  equal: 'equal-to',
  'equal-to': 'equal-to',
  equivalent: 'equivalent-to',
  'equivalent-to': 'equivalent-to',
  subset: 'subset-of',
  'subset-of': 'subset-of',
  superset: 'superset-of',
  'superset-of': 'superset-of',
  intersects: 'intersects-with',
  'intersects-with': 'intersects-with',
  'no-relationship': null,
};

const INVERSE: Record<Relationship, Relationship> = {
  'equal-to': 'equal-to',
  'equivalent-to': 'equivalent-to',
  'subset-of': 'superset-of',
  'superset-of': 'subset-of',
  'intersects-with': 'intersects-with',
};

type Json = Record<string, unknown>;
const obj = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function isMappingCollection(body: unknown): boolean {
  return Boolean(obj(obj(body)?.['mapping-collection']));
}

/** Each item names its element with id-ref (a control id, or a statement part's id). */
function idRefs(items: unknown, where: string): string[] {
  return list(items).map((item) => {
    const id = obj(item)?.['id-ref'];
    if (typeof id !== 'string' || !id) throw new InvalidMappingError(`${where}: an item without "id-ref".`);
    return id;
  });
}

const gapIds = (summary: unknown): string[] =>
  list(obj(summary)?.['unmapped-controls']).flatMap((u) =>
    list(obj(u)?.['with-ids']).filter((id): id is string => typeof id === 'string'),
  );

export function parseMappingCollection(body: unknown): ParsedCollection {
  const collection = obj(obj(body)?.['mapping-collection']);
  if (!collection)
    throw new InvalidMappingError('Not an OSCAL mapping collection: "mapping-collection" expected.');
  const mappings = list(collection.mappings);
  if (mappings.length === 0) throw new InvalidMappingError('The mapping collection has no "mappings".');
  const parsed: ParsedCollection = { maps: [], unmappedSources: [], unmappedTargets: [] };
  mappings.forEach((mapping, m) => {
    const maps = list(obj(mapping)?.maps);
    maps.forEach((entry, i) => {
      const where = `mappings[${m}].maps[${i}]`;
      const map = obj(entry) ?? {};
      const token = String(map.relationship ?? '').toLowerCase();
      if (!(token in RELATIONSHIPS))
        throw new InvalidMappingError(`${where}: unknown relationship '${token}'.`);
      const relationship = RELATIONSHIPS[token];
      if (!relationship) return; // an explicit "no relationship" maps nothing
      const sources = idRefs(map.sources, where);
      const targets = idRefs(map.targets, where);
      if (sources.length === 0 || targets.length === 0)
        throw new InvalidMappingError(`${where}: sources and targets are required.`);
      const remarks = typeof map.remarks === 'string' ? map.remarks.trim() : '';
      parsed.maps.push({ relationship, sources, targets, remarks });
    });
    parsed.unmappedSources.push(...gapIds(obj(mapping)?.['source-gap-summary']));
    parsed.unmappedTargets.push(...gapIds(obj(mapping)?.['target-gap-summary']));
  });
  return parsed;
}

export type Orientation = 'source-is-from' | 'source-is-to';

/**
 * The orientation under which more of the collection's ids exist in the regulation they would belong to; a tie
 * (e.g. two editions with the same numbering and no new controls) keeps the model's reading: source = From.
 */
export function orientationFor(
  parsed: ParsedCollection,
  fromKeys: ReadonlySet<string>,
  toKeys: ReadonlySet<string>,
): Orientation {
  const sources = [...parsed.maps.flatMap((m) => m.sources), ...parsed.unmappedSources];
  const targets = [...parsed.maps.flatMap((m) => m.targets), ...parsed.unmappedTargets];
  const hits = (ids: string[], keys: ReadonlySet<string>) => ids.filter((id) => keys.has(id)).length;
  const forward = hits(sources, fromKeys) + hits(targets, toKeys);
  const reverse = hits(sources, toKeys) + hits(targets, fromKeys);
  return reverse > forward ? 'source-is-to' : 'source-is-from';
}

/** equal everywhere → NO_CHANGE; equal or equivalent → SIMILAR; any subset / superset / intersection → CHANGE. */
function changeTypeOf(relationships: Relationship[]): DraftChangeType {
  if (relationships.every((r) => r === 'equal-to')) return 'NO_CHANGE';
  if (relationships.every((r) => r === 'equal-to' || r === 'equivalent-to')) return 'SIMILAR';
  return 'CHANGE';
}

/**
 * Drafts in the analysis's direction. Maps that share a control on the same side become one draft (an impact owns
 * each requirement at most once, spec 3 §5); gap-summary controls become NEW_REQUIREMENT (only in To) or
 * DELETED_REQUIREMENT (only in From) drafts.
 */
export function draftsFromCollection(parsed: ParsedCollection, orientation: Orientation): ImpactDraft[] {
  const reversed = orientation === 'source-is-to';
  const oriented = parsed.maps.map((m) => ({
    from: reversed ? m.targets : m.sources,
    to: reversed ? m.sources : m.targets,
    relationship: reversed ? INVERSE[m.relationship] : m.relationship,
    remarks: m.remarks,
  }));

  // union-find over maps: two maps join when they name the same From control or the same To control
  const parent = oriented.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const owner = new Map<string, number>();
  oriented.forEach((m, i) => {
    for (const key of [...m.from.map((id) => `f:${id}`), ...m.to.map((id) => `t:${id}`)]) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const groups = new Map<number, typeof oriented>();
  oriented.forEach((m, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), m]));

  const unique = (ids: string[]) => [...new Set(ids)];
  const drafts: ImpactDraft[] = [...groups.values()].map((group) => {
    const from = unique(group.flatMap((m) => m.from));
    const to = unique(group.flatMap((m) => m.to));
    const description = group
      .map(
        (m) =>
          `${m.from.join(', ')} ${m.relationship} ${m.to.join(', ')}${m.remarks ? `: ${m.remarks}` : ''}`,
      )
      .join('\n');
    return {
      importKey: `oscal:${[...from].sort().join(',')}>${[...to].sort().join(',')}`,
      changeType: changeTypeOf(group.map((m) => m.relationship)),
      changeDescription: `OSCAL mapping (From → To): ${description}`,
      requirementIdsFrom: from,
      requirementIdsTo: to,
    };
  });

  const mappedFrom = new Set(oriented.flatMap((m) => m.from));
  const mappedTo = new Set(oriented.flatMap((m) => m.to));
  const onlyFrom = unique(reversed ? parsed.unmappedTargets : parsed.unmappedSources).filter(
    (id) => !mappedFrom.has(id),
  );
  const onlyTo = unique(reversed ? parsed.unmappedSources : parsed.unmappedTargets).filter(
    (id) => !mappedTo.has(id),
  );
  for (const id of onlyTo)
    drafts.push({
      importKey: `oscal-new:${id}`,
      changeType: 'NEW_REQUIREMENT',
      changeDescription: 'OSCAL mapping: no counterpart in the From regulation.',
      requirementIdsFrom: [],
      requirementIdsTo: [id],
    });
  for (const id of onlyFrom)
    drafts.push({
      importKey: `oscal-deleted:${id}`,
      changeType: 'DELETED_REQUIREMENT',
      changeDescription: 'OSCAL mapping: no counterpart in the To regulation.',
      requirementIdsFrom: [id],
      requirementIdsTo: [],
    });
  return drafts;
}
