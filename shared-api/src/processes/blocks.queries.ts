import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import { SopBlock, type SopBlockCreate, type SopBlockUpdate } from './blocks.contract';
import { sopsKeys, sopVersionPath, useSopsMutation } from './sops.queries';

const enc = encodeURIComponent;
/** Identifies a process version (all block and term paths sit below it). */
export interface SopRef {
  artifactId: string;
  versionId: string;
}
export interface BlockRef extends SopRef {
  blockArtifactId: string;
  blockVersionId: string;
}
const blockPath = (b: BlockRef) =>
  `${sopVersionPath(b.artifactId, b.versionId)}/blocks/${enc(b.blockArtifactId)}/versions/${enc(b.blockVersionId)}`;

/** GET …/blocks/{blockArtifactId}/versions/{blockVersionId} (the block detail view). */
function blockQueryOptions(ref: BlockRef) {
  return queryOptions({
    queryKey: sopsKeys.block(ref.blockVersionId),
    queryFn: ({ signal }) => apiJson(SopBlock, blockPath(ref), { signal }),
  });
}
export const useBlock = (ref: BlockRef | null): UseQueryResult<SopBlock> =>
  useQuery({
    ...blockQueryOptions(ref ?? { artifactId: '', versionId: '', blockArtifactId: '', blockVersionId: '' }),
    enabled: !!ref,
  });

export const createBlock = (sop: SopRef, body: SopBlockCreate) =>
  apiJson(SopBlock, `${sopVersionPath(sop.artifactId, sop.versionId)}/blocks`, { method: 'POST', body });
/** PUT: an UNCHANGED block gets a new (UPDATED) version with the changes; the answer is the saved version. */
export const saveBlock = (ref: BlockRef, body: SopBlockUpdate) =>
  apiJson(SopBlock, blockPath(ref), { method: 'PUT', body });
/** DELETE: UNCHANGED → DELETED, CREATED → removed, UPDATED → reverted to the previous (UNCHANGED) version. */
export const deleteBlock = (ref: BlockRef) => apiVoid(blockPath(ref), { method: 'DELETE' });
/** DELETE …/blocks/deleted/{blockVersionId}: undo a deletion (DELETED → UNCHANGED). */
export const undoBlockDeletion = (sop: SopRef, blockVersionId: string) =>
  apiVoid(`${sopVersionPath(sop.artifactId, sop.versionId)}/blocks/deleted/${enc(blockVersionId)}`, {
    method: 'DELETE',
  });
const orderBlocks = (sop: SopRef, artifactIds: string[]) =>
  apiVoid(`${sopVersionPath(sop.artifactId, sop.versionId)}/blocks/order`, {
    method: 'PUT',
    body: { artifactIds },
  });

export const useCreateBlock = () =>
  useSopsMutation((v: SopRef & { body: SopBlockCreate }) => createBlock(v, v.body));
export const useSaveBlock = () =>
  useSopsMutation((v: BlockRef & { body: SopBlockUpdate }) => saveBlock(v, v.body));
export const useDeleteBlock = () => useSopsMutation((v: BlockRef) => deleteBlock(v));
export const useUndoBlockDeletion = () =>
  useSopsMutation((v: SopRef & { blockVersionId: string }) => undoBlockDeletion(v, v.blockVersionId));
export const useOrderBlocks = () =>
  useSopsMutation((v: SopRef & { artifactIds: string[] }) => orderBlocks(v, v.artifactIds));
