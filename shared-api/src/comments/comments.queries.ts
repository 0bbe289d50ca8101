import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import {
  ChildrenCommentCount,
  Comment,
  CommentList,
  type CommentCreate,
  type CommentUpdate,
} from './comments.contract';

const enc = encodeURIComponent;
const commentsKeys = {
  all: ['comments'] as const,
  list: (refId: string) => [...commentsKeys.all, 'list', refId] as const,
  childrenCount: (refId: string) => [...commentsKeys.all, 'children-count', refId] as const,
};

/** GET /qms-api/comments/{refId}: oldest first. */
function commentsQueryOptions(refId: string) {
  return queryOptions({
    queryKey: commentsKeys.list(refId),
    queryFn: ({ signal }) => apiJson(CommentList, `/qms-api/comments/${enc(refId)}`, { signal }),
  });
}
export const useComments = (refId: string | null | undefined): UseQueryResult<Comment[]> =>
  useQuery({ ...commentsQueryOptions(refId ?? ''), enabled: !!refId });

/** GET /qms-api/comments/{refId}/children-comment-count: e.g. per block of a process (refId = process artifactId). */
function childrenCommentCountQueryOptions(refId: string) {
  return queryOptions({
    queryKey: commentsKeys.childrenCount(refId),
    queryFn: ({ signal }) =>
      apiJson(ChildrenCommentCount, `/qms-api/comments/${enc(refId)}/children-comment-count`, { signal }),
  });
}
export const useChildrenCommentCount = (
  refId: string | null | undefined,
): UseQueryResult<ChildrenCommentCount> =>
  useQuery({ ...childrenCommentCountQueryOptions(refId ?? ''), enabled: !!refId });

const createComment = (body: CommentCreate) =>
  apiJson(Comment, '/qms-api/comments', { method: 'POST', body });
const updateComment = (id: string, body: CommentUpdate) =>
  apiJson(Comment, `/qms-api/comments/${enc(id)}`, { method: 'PUT', body });
const deleteComment = (id: string) => apiVoid(`/qms-api/comments/${enc(id)}`, { method: 'DELETE' });

function useCommentsMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: commentsKeys.all }),
  });
}
export const useCreateComment = () => useCommentsMutation((body: CommentCreate) => createComment(body));
export const useUpdateComment = () =>
  useCommentsMutation((v: { id: string; body: CommentUpdate }) => updateComment(v.id, v.body));
export const useDeleteComment = () => useCommentsMutation((id: string) => deleteComment(id));
