import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { MY_APPROVALS_PATH, MyApprovalList } from './my-approvals.contract';

// The data hook of "My approvals" (dashboard tile and page, issue 27.6).

const myApprovalsKey = ['change-control', 'my-approvals'] as const;

function myApprovalsQueryOptions() {
  return queryOptions({
    queryKey: myApprovalsKey,
    queryFn: ({ signal }) => apiJson(MyApprovalList, MY_APPROVALS_PATH, { signal }),
    // always asked again when the dashboard or page opens: a decision made a moment ago must be gone from it
    staleTime: 0,
  });
}

/** The signed-in user's open decisions, oldest first. */
export const useMyApprovals = (): UseQueryResult<MyApprovalList> => useQuery(myApprovalsQueryOptions());
