// `@qms/server/bench`: what `pnpm bench` (e2e/bench) needs of the server, in one entry: its own seed data (a bench
// tenant, processes, signers, an audit chain, raw gap-list reads) and the server functions the figures time
// straight on the database beside the HTTP route. The bench imports nothing else of the server.
// Type-only (erased at run time): the server's Fastify augmentations (swagger's `schema.hide`, the app's
// decorators) for a package that type-checks this entry without the server's own tsconfig.
import type {} from '../src/app';
export { openDatabase } from '../src/db/database';
export { withTenant } from '../src/db/tenant';
export { verifyChain } from '../src/audit/audit.repository';
export { importCatalog, parseCatalogText } from '../src/regulations/index';
export { importReferences, parseReferenceCatalog } from '../src/regulations/references/references.repository';
export { createImpactAnalysis } from '../src/impact/analyses/index';
export { listSops } from '../src/processes/sops/sops.repository';
export { listRoles } from '../src/templates/roles/roles.repository';
export { searchTemplateContents } from '../src/templates/template-contents/template-contents.search';
export { settleDatabase, setAuditTrigger, writeChain } from './audit';
export { addBenchSigners } from './change-control';
export { rawGapListReads, tenantIdOfUser } from './gap-list';
export { seedBenchProcesses } from './processes';
export { benchTenant, type BenchTenant } from './tenant';
