// Test-only hooks, kept out of the public barrel ('@qms/shared-api/testing').
export { setApiBaseUrl } from './client/http';
export * from './regulations/gap.fixtures';
export * from './templates/template-contents.fixtures';
export { gapListHeadOf } from './regulations/gap-cache';
