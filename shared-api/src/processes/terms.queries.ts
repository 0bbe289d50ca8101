import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import type { SopRef } from './blocks.queries';
import { sopsKeys, sopVersionPath, useSopsMutation } from './sops.queries';
import {
  SopTerm,
  SopTermList,
  TermSearchResponse,
  type SopTermUpdate,
  type SopTermWrite,
  type TermSearchEntry,
} from './terms.contract';

const enc = encodeURIComponent;
interface TermRef extends SopRef {
  termArtifactId: string;
  termVersionId: string;
}
const termsPath = (sop: SopRef) => `${sopVersionPath(sop.artifactId, sop.versionId)}/terms`;
const termPath = (t: TermRef) => `${termsPath(t)}/${enc(t.termArtifactId)}/versions/${enc(t.termVersionId)}`;

/** GET …/versions/{versionId}/terms: the terms valid for the version, sorted by term. */
function termsQueryOptions(sop: SopRef) {
  return queryOptions({
    queryKey: sopsKeys.terms(sop.versionId),
    queryFn: ({ signal }) => apiJson(SopTermList, termsPath(sop), { signal }),
  });
}
export const useTerms = (sop: SopRef): UseQueryResult<SopTerm[]> =>
  useQuery({ ...termsQueryOptions(sop), enabled: !!sop.versionId });

/** GET …/terms/deleted: only meaningful while the process is in work (pass enabled=false otherwise). */
function deletedTermsQueryOptions(sop: SopRef) {
  return queryOptions({
    queryKey: sopsKeys.deletedTerms(sop.versionId),
    queryFn: ({ signal }) => apiJson(SopTermList, `${termsPath(sop)}/deleted`, { signal }),
  });
}
export const useDeletedTerms = (sop: SopRef, enabled = true): UseQueryResult<SopTerm[]> =>
  useQuery({ ...deletedTermsQueryOptions(sop), enabled: enabled && !!sop.versionId });

/** GET /qms-api/terms/search: the glossary of all processes (each term with its process's newest version). */
function termSearchQueryOptions() {
  return queryOptions({
    queryKey: sopsKeys.termSearch(),
    queryFn: ({ signal }) => apiJson(TermSearchResponse, '/qms-api/terms/search', { signal }),
  });
}
export const useTermSearch = (): UseQueryResult<TermSearchEntry[]> => useQuery(termSearchQueryOptions());

export const createTerm = (sop: SopRef, body: SopTermWrite) =>
  apiJson(SopTerm, termsPath(sop), { method: 'POST', body });
/** PUT: an unchanged term first gets a new version (server side); the answer is the saved term version. */
export const saveTerm = (t: TermRef, body: SopTermUpdate) =>
  apiJson(SopTerm, termPath(t), { method: 'PUT', body });
/** DELETE: unchanged → deleted (replaced in this version), new → removed, changed → reverted. */
export const deleteTerm = (t: TermRef) => apiVoid(termPath(t), { method: 'DELETE' });
export const undoTermDeletion = (sop: SopRef, termVersionId: string) =>
  apiVoid(`${termsPath(sop)}/deleted/${enc(termVersionId)}`, { method: 'DELETE' });

export const useCreateTerm = () =>
  useSopsMutation((v: SopRef & { body: SopTermWrite }) => createTerm(v, v.body));
export const useSaveTerm = () =>
  useSopsMutation((v: TermRef & { body: SopTermUpdate }) => saveTerm(v, v.body));
export const useDeleteTerm = () => useSopsMutation((v: TermRef) => deleteTerm(v));
export const useUndoTermDeletion = () =>
  useSopsMutation((v: SopRef & { termVersionId: string }) => undoTermDeletion(v, v.termVersionId));
