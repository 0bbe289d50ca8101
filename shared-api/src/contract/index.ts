// The API contract alone (zod schemas, types, constants): what the server imports, without client code.
export * from '../common/validation';
export * from '../common/release-state';
export * from '../platform/contract';
export * from '../platform/areas';
export * from '../platform/suite.contract';
export * from '../templates/roles.contract';
export * from '../templates/templates.contract';
export * from '../processes/processes.contract';
export * from '../regulations/regulations.contract';
export * from '../impact/impact.contract';
