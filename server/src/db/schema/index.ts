// Every area's tables, one file per area; drizzle-kit reads this folder.
export * from './platform';
