import { useMemo } from 'react';
import { useRelationReleasesById, useRelationReleasesOf } from '@qms/shared-api';

/**
 * The 'Referencing standards' text per requirement id: the `references` of its SR relation in the first relation
 * release of each regulation shown (GET /sr-api/relations, spec 3 §7). Optional information: while it loads, or when
 * it cannot be loaded, the panels show the requirements without it (ADR 0086).
 */
export function useRelationReferences(
  regulationIds: readonly string[],
): (requirementId: string) => string | null {
  const releases = useRelationReleasesOf(regulationIds);
  const releaseIds = releases.map((r) => r.data?.[0]?.id).filter((id): id is string => !!id);
  const details = useRelationReleasesById(releaseIds);
  const stamp = details.map((d) => d.dataUpdatedAt).join(',');
  const byRequirement = useMemo(() => {
    const map = new Map<string, string>();
    for (const detail of details)
      for (const [requirementId, relation] of Object.entries(detail.data?.relations ?? {}))
        if (relation.references) map.set(requirementId, relation.references);
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- useQueries answers a new array each render; the stamp says when data changed
  }, [stamp]);
  return (requirementId) => byRequirement.get(requirementId) ?? null;
}
