-- A process version's outputs are the template contents it lists and those its blocks name (ADR 0203). The template
-- screens (the contents' list, search and statistics; the templates search) read the blocks of every current
-- process version for them, and a content's delete check every block of every version: tens of blocks a process,
-- and each release copies them all, while few blocks name a content. This index holds only the blocks that do; the
-- queries repeat its predicate word for word (sop-reads.ts `namesContent`) for the planner to use it.
CREATE INDEX "sop_blocks_content_idx" ON "sop_blocks" ("tenant_id", "sop_version_id")
  WHERE "template_content_ids" <> '{}'::text[];
--> statement-breakpoint
-- templates_artifact_version_uq (tenant_id, artifact_id, version) begins with this index's columns: it serves every
-- lookup this one did, and a template version's write kept both up to date.
DROP INDEX "templates_artifact_idx";
