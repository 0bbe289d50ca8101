import {
  SopBlock,
  SopBlockCreate,
  SopBlockOrder,
  SopBlockParams,
  SopBlockUpdate,
  SopDeletedBlockParams,
  SopVersionParams,
} from '@qms/shared-api/contract';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { freshProcess } from '../fixtures';
import {
  createBlock,
  deleteBlock,
  getBlock,
  newBlockVersion,
  orderBlocks,
  undoBlockDeletion,
  updateBlock,
} from './blocks.repository';

const tags = ['processes'];
const base = { service: 'qms' as const, tenantScoped: true, tags };
const VERSION = '/sops/:artifactId/versions/:versionId';
const BLOCK = `${VERSION}/blocks/:blockArtifactId/versions/:blockVersionId`;

async function exampleBlock(fx: ExampleFixtures, versionState = 'CREATED') {
  const sop = await freshProcess(fx, { blocks: [{ type: 'TIPTAP', versionState }] });
  const block = sop.blocks[0]!;
  return {
    artifactId: sop.artifactId,
    versionId: sop.versionId,
    blockArtifactId: block.artifactId,
    blockVersionId: block.versionId,
  };
}

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
    example: async (fx) => {
      const sop = await freshProcess(fx);
      return {
        params: { artifactId: sop.artifactId, versionId: sop.versionId },
        body: { block: { type: 'TIPTAP' } },
      };
    },
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
    example: async (fx) => ({ params: await exampleBlock(fx) }),
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
    example: async (fx) => ({ params: await exampleBlock(fx, 'UNCHANGED') }),
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
    example: async (fx) => ({ params: await exampleBlock(fx), body: { name: 'Changed', dbVersion: 0 } }),
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
    example: async (fx) => ({ params: await exampleBlock(fx) }),
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
    example: async (fx) => {
      const { artifactId, versionId, blockVersionId } = await exampleBlock(fx, 'DELETED');
      return { params: { artifactId, versionId, blockVersionId } };
    },
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
    example: async (fx) => {
      const { artifactId, versionId, blockArtifactId } = await exampleBlock(fx);
      return { params: { artifactId, versionId }, body: { artifactIds: [blockArtifactId] } };
    },
    handler: ({ tx, user, params, body }) =>
      orderBlocks(tx, { tenantId: user.tenantId, ...params }, body.artifactIds),
  }),
];
