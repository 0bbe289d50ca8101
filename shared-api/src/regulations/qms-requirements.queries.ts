import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
  useQuery,
  useQueries,
} from '@tanstack/react-query';
import { apiFetch, apiJson } from '../client/http';
import { OverallRegulationStatistics, RegulationStatistics } from './qms-regulations.contract';
import {
  GAP_LIST_HEAD_DEFAULT,
  GapList,
  GapListHead,
  ProductRequirementList,
  QmsRequirement,
  QmsRequirementList,
  RegulationIdList,
  type QmsRequirementUpdate,
} from './qms-requirements.contract';
import { withAssessment } from './gap-cache';
import { qmsRegulationsKeys } from './regulations.queries';

const enc = encodeURIComponent;

export const qmsRequirementsKeys = {
  all: ['qms-requirements'] as const,
  gapList: (regulationId: string) => [...qmsRequirementsKeys.all, 'gap-list', regulationId] as const,
  /** not below gapList(id): the head is its own answer, used only while the full list is missing */
  gapListHead: (regulationId: string) => [...qmsRequirementsKeys.all, 'gap-list-head', regulationId] as const,
  byRegulation: (regulationId: string) => [...qmsRequirementsKeys.all, 'regulation', regulationId] as const,
  by: (kind: string, id: string) => [...qmsRequirementsKeys.all, kind, id] as const,
  regulationIds: (kind: 'sop' | 'template', id: string) =>
    [...qmsRequirementsKeys.all, 'regulation-ids', kind, id] as const,
  productRequirements: () => [...qmsRequirementsKeys.all, 'product-requirements'] as const,
};

/** GET /qms-api/qms-regulations/{id}/gap-list: regulation, record, redacted requirements, assessments, statistics. */
export function gapListQueryOptions(regulationId: string) {
  return queryOptions({
    queryKey: qmsRequirementsKeys.gapList(regulationId),
    queryFn: ({ signal }) =>
      apiJson(GapList, `/qms-api/qms-regulations/${enc(regulationId)}/gap-list`, { signal }),
  });
}

export const useGapList = (regulationId: string, enabled = true) =>
  useQuery({ ...gapListQueryOptions(regulationId), enabled });

/** The gap lists of several regulations (one query each, shared with the gap list screen's cache). */
export const useGapLists = (regulationIds: readonly string[]) =>
  useQueries({ queries: regulationIds.map((id) => gapListQueryOptions(id)) });

/**
 * GET …/gap-list/head: the first GAP_LIST_HEAD_DEFAULT requirements with their assessments, so the page shows its
 * first screenful before the whole answer (issue 14, gaphead); each value is the full list's for that requirement.
 */
export function gapListHeadQueryOptions(regulationId: string) {
  return queryOptions({
    queryKey: qmsRequirementsKeys.gapListHead(regulationId),
    queryFn: ({ signal }) =>
      apiJson(GapListHead, `/qms-api/qms-regulations/${enc(regulationId)}/gap-list/head`, {
        query: { limit: GAP_LIST_HEAD_DEFAULT },
        signal,
      }),
    // a failed head is not retried: the full list (asked for once the head failed) is what the page waits for
    retry: false,
  });
}

export const useGapListHead = (regulationId: string, enabled = true) =>
  useQuery({ ...gapListHeadQueryOptions(regulationId), enabled });

/** The gap list's page (mfe-regulations' route /sr-list/:id). */
const GAP_LIST_PATH = /^\/sr-list\/([^/]+)\/?$/;

/**
 * Requests the gap list's first answer when the suite is opened on a gap list (a reload, a bookmark, a link) as soon
 * as the session is there, instead of once the shell has loaded the regulations area and the page has rendered: that
 * was 170–450 ms later (issue 14, gapfirst). Since gaphead that answer is the head (the first rows): the page asks
 * for the full list once the head's rows are on screen (GapListPage's useGapListData), so the prefetch does not
 * start it either — the 4 MB answer arriving while the area loads would be parsed before the head is drawn. The
 * page's query (same key) finds the head's request under way and waits for it.
 */
export function prefetchGapListOfPath(client: QueryClient, pathname: string): void {
  const match = GAP_LIST_PATH.exec(pathname);
  if (!match) return;
  let regulationId: string;
  try {
    regulationId = decodeURIComponent(match[1]!);
  } catch {
    return; // a malformed address: the page shows what it shows for it
  }
  void client.prefetchQuery(gapListHeadQueryOptions(regulationId));
}

const byQuery = {
  'template-content': ['by-template-content-id', 'templateContentId'],
  'sop-block': ['by-target-sop-block-artifact-id', 'sopBlockArtifactId'],
  'sop-version': ['by-sop-version-id', 'sopVersionId'],
} as const;

/** The assessments naming a template content, a block (linked or target) or the process of a version. */
function qmsRequirementsByQueryOptions(kind: keyof typeof byQuery, id: string) {
  const [path, param] = byQuery[kind];
  return queryOptions({
    queryKey: qmsRequirementsKeys.by(kind, id),
    queryFn: ({ signal }) =>
      apiJson(QmsRequirementList, `/qms-api/qms-requirements/${path}`, { query: { [param]: id }, signal }),
  });
}

export const useQmsRequirementsBy = (kind: keyof typeof byQuery, id: string, enabled = true) =>
  useQuery({ ...qmsRequirementsByQueryOptions(kind, id), enabled });

/** GET …/regulation-ids-by-sop-artifact-id or …-by-template-artifact-id: regulations naming that artifact. */
function regulationIdsByArtifactQueryOptions(kind: 'sop' | 'template', artifactId: string) {
  const path =
    kind === 'sop' ? 'regulation-ids-by-sop-artifact-id' : 'regulation-ids-by-template-artifact-id';
  const param = kind === 'sop' ? 'sopArtifactId' : 'templateArtifactId';
  return queryOptions({
    queryKey: qmsRequirementsKeys.regulationIds(kind, artifactId),
    queryFn: ({ signal }) =>
      apiJson(RegulationIdList, `/qms-api/qms-requirements/${path}`, {
        query: { [param]: artifactId },
        signal,
      }),
  });
}

export const useRegulationIdsByArtifact = (kind: 'sop' | 'template', artifactId: string, enabled = true) =>
  useQuery({ ...regulationIdsByArtifactQueryOptions(kind, artifactId), enabled });

function productRequirementsQueryOptions() {
  return queryOptions({
    queryKey: qmsRequirementsKeys.productRequirements(),
    queryFn: ({ signal }) => apiJson(ProductRequirementList, '/qms-api/product-requirements', { signal }),
  });
}

export const useProductRequirements = () => useQuery(productRequirementsQueryOptions());

function regulationStatisticsQueryOptions(regulationId: string) {
  return queryOptions({
    queryKey: [...qmsRegulationsKeys.all, 'statistics', regulationId] as const,
    queryFn: ({ signal }) =>
      apiJson(RegulationStatistics, `/qms-api/qms-regulations/${enc(regulationId)}/statistics`, { signal }),
  });
}

export const useRegulationStatistics = (regulationId: string) =>
  useQuery(regulationStatisticsQueryOptions(regulationId));

function overallRegulationStatisticsQueryOptions() {
  return queryOptions({
    queryKey: [...qmsRegulationsKeys.all, 'statistics'] as const,
    queryFn: ({ signal }) =>
      apiJson(OverallRegulationStatistics, '/qms-api/qms-regulations/statistics', { signal }),
  });
}

export const useOverallRegulationStatistics = () => useQuery(overallRegulationStatisticsQueryOptions());

export function updateQmsRequirement(update: QmsRequirementUpdate): Promise<QmsRequirement> {
  return apiJson(QmsRequirement, '/qms-api/qms-requirements', { method: 'PUT', body: update });
}

/** Implemented checkbox: PUT marks, DELETE unmarks the process (sop) or template as implementing it. */
export function setImplemented(
  kind: 'sop' | 'template',
  requirementId: string,
  artifactId: string,
  implemented: boolean,
): Promise<QmsRequirement> {
  const list = kind === 'sop' ? 'actual-sop-artifact-ids' : 'actual-template-artifact-ids';
  return apiJson(
    QmsRequirement,
    `/qms-api/qms-requirements/${enc(requirementId)}/${list}/${enc(artifactId)}`,
    {
      method: implemented ? 'PUT' : 'DELETE',
    },
  );
}

/** Block link (our definition of the call spec 3 §7 leaves open): PUT links, DELETE unlinks a process block. */
function setBlockLink(requirementId: string, blockArtifactId: string, linked: boolean) {
  return apiJson(
    QmsRequirement,
    `/qms-api/qms-requirements/${enc(requirementId)}/referenced-block-artifact-ids/${enc(blockArtifactId)}`,
    { method: linked ? 'PUT' : 'DELETE' },
  );
}

/** GET /qms-api/qms-regulations/csv-export/{regulationId} as a Blob to save as gap-list.csv. */
export async function downloadGapListCsv(regulationId: string): Promise<Blob> {
  const response = await apiFetch(`/qms-api/qms-regulations/csv-export/${enc(regulationId)}`, {
    headers: { accept: 'text/csv' },
  });
  return response.blob();
}

/**
 * Every assessment write puts the server's answer into the cached gap list of its regulation at once, then refreshes
 * the gap lists, widgets and statistics, whatever the outcome (409 reloads).
 */
function useGapMutation<V>(
  fn: (v: V) => Promise<QmsRequirement>,
): UseMutationResult<QmsRequirement, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (q) => {
      client.setQueryData<GapList>(qmsRequirementsKeys.gapList(q.regulationId), (old) =>
        old ? withAssessment(old, q) : old,
      );
      // the head holds the old assessment: dropped, so it is never shown again (the page uses the full list)
      client.removeQueries({ queryKey: qmsRequirementsKeys.gapListHead(q.regulationId) });
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: qmsRequirementsKeys.all }),
        client.invalidateQueries({ queryKey: qmsRegulationsKeys.all }),
      ]);
    },
  });
}

export const useUpdateQmsRequirement = () => useGapMutation(updateQmsRequirement);
export const useSetImplemented = () =>
  useGapMutation(
    (v: { kind: 'sop' | 'template'; requirementId: string; artifactId: string; implemented: boolean }) =>
      setImplemented(v.kind, v.requirementId, v.artifactId, v.implemented),
  );
export const useSetBlockLink = () =>
  useGapMutation((v: { requirementId: string; blockArtifactId: string; linked: boolean }) =>
    setBlockLink(v.requirementId, v.blockArtifactId, v.linked),
  );
