// The API contract alone (zod schemas, types, constants): what the server imports, without client code.
// first: browser zod settings before any schema is built (see zod-setup.ts)
import '../zod-setup';
export * from '../common/validation';
export * from '../common/release-state';
export * from '../platform/contract';
export * from '../platform/areas';
export * from '../platform/suite.contract';
export * from '../templates/roles.contract';
export * from '../templates/templates.contract';
export * from '../processes/processes.contract';
export * from '../regulations/regulations.contract';
export * from '../regulations/qms-regulations.contract';
export * from '../impact/impact.contract';
export * from '../audit/audit.contract';
export * from '../platform/users.contract';
