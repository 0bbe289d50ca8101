-- The gap list's and its CSV's name lookups probe each id for its newest row (ADR 0198). They took every version
-- row of every named block, process and template and sorted them (sop_blocks has a row per block per process
-- version: a large tenant's gap list read 142,000). These indexes end at the version, so each id's newest row
-- (released or not) is the first its backward scan meets; the two-column indexes of sop_blocks and sop_versions
-- they extend go.
CREATE INDEX "sop_blocks_artifact_version_idx" ON "sop_blocks" ("tenant_id", "artifact_id", "version");
--> statement-breakpoint
DROP INDEX "sop_blocks_artifact_idx";
--> statement-breakpoint
CREATE INDEX "sop_versions_artifact_version_idx" ON "sop_versions" ("tenant_id", "artifact_id", "version");
--> statement-breakpoint
DROP INDEX "sop_versions_artifact_idx";
--> statement-breakpoint
-- a process's or a template's newest RELEASED version, its preferred one, without the versions above it
CREATE INDEX "sop_versions_released_idx" ON "sop_versions" ("tenant_id", "artifact_id", "version")
  WHERE "release_state" = 'RELEASED';
--> statement-breakpoint
CREATE INDEX "templates_released_idx" ON "templates" ("tenant_id", "artifact_id", "version")
  WHERE "release_state" = 'RELEASED';
