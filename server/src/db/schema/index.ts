// Every area's tables, one file per area; drizzle-kit reads this folder.
export * from './platform';
export * from './templates';
export * from './processes';
export * from './regulations';
export * from './impact';
export * from './identity';
export * from './storage';
export * from './sr-references';
export * from './change-control';
export * from './sr-relations';
