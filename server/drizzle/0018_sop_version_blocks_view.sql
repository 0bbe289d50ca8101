-- Issue 26 / ADR 0118: other areas read the processes area's tables only through its index.ts or a view it owns.
-- This view serves the reads whose join must stay inside the reader's statement (the gap entries of a process:
-- qms_requirements whose linked blocks belong to a process or process version). security_invoker makes the
-- tables' row-level security apply to the querying role (qms_app), not to the view's owner; tenant_id is kept so
-- callers filter by tenant as on any table. Declared in server/src/processes/schema.ts (pgView ... .existing()).
CREATE VIEW "sop_version_blocks_v" WITH (security_invoker = true) AS
  SELECT b."tenant_id", v."artifact_id" AS "sop_artifact_id", b."sop_version_id", b."artifact_id" AS "block_artifact_id"
  FROM "sop_blocks" b
  JOIN "sop_versions" v ON v."tenant_id" = b."tenant_id" AND v."version_id" = b."sop_version_id";
--> statement-breakpoint
GRANT SELECT ON "sop_version_blocks_v" TO qms_app;
