import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson } from '../client/http';
import type { ArtifactKind } from './change-control.contract';
import { localDay } from './due-date';
import {
  DUE_FOR_REVIEW_PATH,
  DueReviewList,
  REVIEW_PATHS,
  ReviewSchedule,
  type ReviewScheduleUpdate,
  type ReviewSign,
} from './periodic-review.contract';

// Hooks of the periodic review (issue 29.6): a document's review schedule and reviews (Release Workflow, Document
// History), the admin's changes and signature, and the tenant's 'Due for review' list (dashboard tile and page).

const reviewKeys = {
  all: ['change-control', 'review'] as const,
  schedule: (kind: ArtifactKind, artifactId: string) => [...reviewKeys.all, kind, artifactId] as const,
  due: (today: string) => [...reviewKeys.all, 'due', today] as const,
};

/** The document's review schedule and its reviews, newest first. */
export const useReviewSchedule = (kind: ArtifactKind, artifactId: string): UseQueryResult<ReviewSchedule> =>
  useQuery(
    queryOptions({
      queryKey: reviewKeys.schedule(kind, artifactId),
      queryFn: ({ signal }) => apiJson(ReviewSchedule, REVIEW_PATHS[kind].schedule(artifactId), { signal }),
      enabled: !!artifactId,
    }),
  );

/**
 * The released documents due for review on or before the reader's today + 30 days. The reader's local day is sent,
 * so what is due is the day the reader lives in (and a test that moves the browser's clock moves it too).
 */
export function useDueForReview(): UseQueryResult<DueReviewList> {
  const today = localDay(new Date());
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.due(today),
      queryFn: ({ signal }) =>
        apiJson(DueReviewList, `${DUE_FOR_REVIEW_PATH}?today=${encodeURIComponent(today)}`, { signal }),
      // asked again whenever the dashboard or page opens: a review signed a moment ago must be gone from it
      staleTime: 0,
    }),
  );
}

/** The answer of a change is the schedule as it now is; the due list is asked again. */
function useScheduleMutation<V>(
  kind: ArtifactKind,
  artifactId: string,
  call: (vars: V) => Promise<ReviewSchedule>,
): UseMutationResult<ReviewSchedule, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (schedule) => client.setQueryData(reviewKeys.schedule(kind, artifactId), schedule),
    // a refused change (409) means the schedule moved meanwhile: read it again
    onError: () => client.invalidateQueries({ queryKey: reviewKeys.schedule(kind, artifactId) }),
    onSettled: () => client.invalidateQueries({ queryKey: [...reviewKeys.all, 'due'] }),
  });
}

/** Admins: the document's own interval and/or its next due date set directly. */
export const useSaveReviewSchedule = (
  kind: ArtifactKind,
  artifactId: string,
): UseMutationResult<ReviewSchedule, Error, ReviewScheduleUpdate> =>
  useScheduleMutation(kind, artifactId, (body: ReviewScheduleUpdate) =>
    apiJson(ReviewSchedule, REVIEW_PATHS[kind].schedule(artifactId), { method: 'PUT', body }),
  );

/** Admins: signed 'Reviewed, no change needed' on the RELEASED version. */
export const useSignReview = (
  kind: ArtifactKind,
  artifactId: string,
): UseMutationResult<ReviewSchedule, Error, { versionId: string; body: ReviewSign }> =>
  useScheduleMutation(kind, artifactId, ({ versionId, body }: { versionId: string; body: ReviewSign }) =>
    apiJson(ReviewSchedule, REVIEW_PATHS[kind].sign(versionId), { method: 'POST', body }),
  );
