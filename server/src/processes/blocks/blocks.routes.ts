import {
  SopBlock,
  SopBlockCreate,
  SopBlockOrder,
  SopBlockParams,
  SopBlockUpdate,
  SopDeletedBlockParams,
  SopVersionParams,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import {
  createBlock,
  deleteBlock,
  getBlock,
  newBlockVersion,
  orderBlocks,
  undoBlockDeletion,
  updateBlock,
} from './blocks.repository';

// The generated route checks' requests and rows for these routes: blocks.examples.ts.

const tags = ['processes'];
const base = { service: 'qms' as const, tenantScoped: true, tags };
const VERSION = '/sops/:artifactId/versions/:versionId';
const BLOCK = `${VERSION}/blocks/:blockArtifactId/versions/:blockVersionId`;

export const blocksRoutes = [
  defineRoute({
    ...base,
    method: 'POST',
    url: `${VERSION}/blocks`,
    access: 'write',
    summary: 'Adds a block at an index (default: the end) of a DRAFT process; STEP only in QMS processes',
    params: SopVersionParams,
    body: SopBlockCreate,
    response: SopBlock,
    handler: ({ tx, user, params, body }) =>
      createBlock(tx, { tenantId: user.tenantId, ...params }, body.atIndex, body.block),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: BLOCK,
    access: 'read',
    summary: 'One block version of a process version',
    params: SopBlockParams,
    response: SopBlock,
    handler: ({ tx, user, params }) =>
      getBlock(tx, { tenantId: user.tenantId, ...params }, params.blockArtifactId, params.blockVersionId),
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: BLOCK,
    access: 'write',
    summary: 'Creates a new (UPDATED) version of an UNCHANGED block',
    params: SopBlockParams,
    response: SopBlock,
    handler: ({ tx, user, params }) =>
      newBlockVersion(
        tx,
        { tenantId: user.tenantId, ...params },
        params.blockArtifactId,
        params.blockVersionId,
      ),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: BLOCK,
    access: 'write',
    summary: 'Saves a block (rich text and SVG sanitised); an UNCHANGED block first gets a new version',
    params: SopBlockParams,
    body: SopBlockUpdate,
    response: SopBlock,
    handler: ({ tx, user, params, body }) =>
      updateBlock(
        tx,
        { tenantId: user.tenantId, ...params },
        params.blockArtifactId,
        params.blockVersionId,
        body,
      ),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: BLOCK,
    access: 'write',
    summary: 'Deletes a block: UNCHANGED → DELETED, CREATED → removed, UPDATED → reverted',
    params: SopBlockParams,
    handler: ({ tx, user, params }) =>
      deleteBlock(tx, { tenantId: user.tenantId, ...params }, params.blockArtifactId, params.blockVersionId),
  }),
  defineRoute({
    ...base,
    method: 'DELETE',
    url: `${VERSION}/blocks/deleted/:blockVersionId`,
    access: 'write',
    summary: 'Undoes the deletion of a block (DELETED → UNCHANGED)',
    params: SopDeletedBlockParams,
    handler: ({ tx, user, params }) =>
      undoBlockDeletion(tx, { tenantId: user.tenantId, ...params }, params.blockVersionId),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: `${VERSION}/blocks/order`,
    access: 'write',
    summary: 'Orders the blocks of a DRAFT process version: all non-DELETED block artifact ids',
    params: SopVersionParams,
    body: SopBlockOrder,
    handler: ({ tx, user, params, body }) =>
      orderBlocks(tx, { tenantId: user.tenantId, ...params }, body.artifactIds),
  }),
];
