export {
  contentInfo,
  contentInfoOf,
  contentLinkIndex,
  contentLinkResolver,
  contentWithLinks,
} from '@qms/shared-api/contract';
