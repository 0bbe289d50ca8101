import { useMemo } from 'react';
import {
  RELATION_MESSAGES,
  useTemplateContents,
  useRelationRelease,
  useCurrentSopList,
  useRelationReleases,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { deriveProposals, proposalLookup, type Proposals } from '../model/proposals';

/**
 * The proposals per requirement id from the SR relations of a regulation (the first release of GET
 * /sr-api/relations, spec 3 §7), loaded only while editing. A failed load shows spec 3 §8's message; the gap list
 * stays usable without proposals.
 */
export function useProposals(regulationId: string, enabled: boolean): Map<string, Proposals> {
  const releases = useRelationReleases(regulationId, enabled);
  useNotifyQueryError(releases, RELATION_MESSAGES.releases(regulationId));
  const releaseId = releases.data?.[0]?.id ?? '';
  const release = useRelationRelease(releaseId, enabled && releaseId !== '');
  useNotifyQueryError(release, RELATION_MESSAGES.release(releaseId, regulationId));
  const relations = release.data?.relations;
  const sops = useCurrentSopList(enabled && !!relations);
  const contents = useTemplateContents(enabled && !!relations);
  return useMemo(() => {
    const result = new Map<string, Proposals>();
    if (!relations) return result;
    const lookup = proposalLookup(sops.data, contents.data);
    for (const [requirementId, relation] of Object.entries(relations)) {
      const proposals = deriveProposals(relation, lookup);
      if (proposals.processes.length + proposals.templateContents.length > 0)
        result.set(requirementId, proposals);
    }
    return result;
  }, [relations, sops.data, contents.data]);
}
