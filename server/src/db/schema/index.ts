// Every area's tables, each in its area's schema.ts: the schema drizzle queries with, and what db/migrations.test.ts
// compares the migrated database with (the migrations are hand-written SQL, ADR 0135). db/ code that needs the
// whole schema imports it. Areas never import it: they import their own schema.ts.
export * from '../../platform/schema';
export * from '../../templates/schema';
export * from '../../processes/schema';
export * from '../../regulations/schema';
export * from '../../impact/schema';
export * from '../../identity/schema';
export * from '../../signatures/schema';
export * from '../../change-control/schema';
export * from '../../comments/schema';
export * from '../../training/schema';
