// The public barrel: the contract, the typed client, the query hooks. Test-only hooks live in './testing'.
export * from './contract';
export * from './platform/session-user';
export { ApiError, errorDetail } from './client/api-error';
export { apiFetch, apiJson, apiVoid, type RequestOptions } from './client/http';
export * from './client/session-store';
export * from './client/query-client';
export * from './client/use-session';
export * from './templates/roles.queries';
export * from './templates/templates.queries';
export * from './processes/processes.queries';
export * from './regulations/regulations.queries';
export * from './impact/impact.queries';
export * from './platform/users.queries';
export * from './platform/tenant-users.queries';
export * from './audit/audit.queries';
export { isProductionBackend } from './mock/flag';
