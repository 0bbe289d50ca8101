import { useMemo } from 'react';
import {
  IMPACT_MESSAGES,
  useChildrenCommentCount,
  type ImpactAnalysisDetail,
  type QmsRequirement,
  useTemplateContents,
  useGapList,
  useCurrentSopList,
  useProductRequirements,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { byIdOf, paragraphsByClause } from '../utils/entries';
import { sopNames } from '../utils/proposals';

const EMPTY: never[] = [];

/**
 * What the analysis screen loads on entering (spec 3 §2): both regulations with their requirements, gap entries and
 * statistics (one gap-list call each), the processes, template contents and product requirements (names of the
 * proposals) and the comment count per impact. Each failure shows its spec 3 §8 message.
 */
export function useAnalysisData(detail: ImpactAnalysisDetail) {
  const { impactAnalysis } = detail;
  const from = useGapList(impactAnalysis.regulationIdFrom);
  const to = useGapList(impactAnalysis.regulationIdTo);
  const sops = useCurrentSopList();
  const contents = useTemplateContents();
  const products = useProductRequirements();
  const commentCounts = useChildrenCommentCount(impactAnalysis.id);
  useNotifyQueryError(from, IMPACT_MESSAGES.fromQmsRequirements);
  useNotifyQueryError(to, IMPACT_MESSAGES.toQmsRequirements);

  const lookup = useMemo(() => {
    const fromRequirements = from.data?.requirements ?? EMPTY;
    const toRequirements = to.data?.requirements ?? EMPTY;
    const qmsMap = (list: readonly QmsRequirement[] | undefined) =>
      new Map((list ?? []).map((q) => [q.requirementId, q]));
    const interpreterOf = new Map(
      [...fromRequirements, ...toRequirements].flatMap((r) =>
        r.interpretedInRequirementId ? [[r.id, r.interpretedInRequirementId] as const] : [],
      ),
    );
    return {
      fromRequirements,
      toRequirements,
      fromById: byIdOf(fromRequirements),
      toById: byIdOf(toRequirements),
      fromParagraphs: paragraphsByClause(fromRequirements),
      toParagraphs: paragraphsByClause(toRequirements),
      fromQms: qmsMap(from.data?.qmsRequirements),
      toQms: qmsMap(to.data?.qmsRequirements),
      interpreterOf,
      sopNames: sopNames(sops.data),
      contentNames: new Map((contents.data ?? []).map((c) => [c.id, c.name])),
      productNames: new Map((products.data ?? []).map((p) => [p.sopBlockArtifactId, p.sopBlockName])),
    };
  }, [from.data, to.data, sops.data, contents.data, products.data]);

  return {
    from,
    to,
    lookup,
    commentCounts: commentCounts.data ?? {},
    /** CSV: the view right and export licence for both regulations (spec 3 §6) */
    exportAllowed: !!from.data?.exportAllowed && !!to.data?.exportAllowed,
    loading: from.isLoading || to.isLoading,
  };
}

export type AnalysisLookup = ReturnType<typeof useAnalysisData>['lookup'];
