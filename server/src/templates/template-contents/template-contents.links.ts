export {
  contentInfo,
  contentInfoOf,
  contentLinkIndex,
  contentLinkResolver,
  contentWithLinks,
  linkStateOf,
} from '@qms/shared-api/contract';
