-- The tenant's current process versions found without their history (ADR 0197). The template screens (the content
-- list, its search and statistics, the templates' search) link each content to the processes' current versions:
-- every version of every process was read and the OBSOLETE ones dropped in JavaScript, and each release adds one
-- more obsolete version to read. Only the versions that are not OBSOLETE are in this index.
CREATE INDEX "sop_versions_current_idx" ON "sop_versions" ("tenant_id", "artifact_id")
  WHERE "release_state" <> 'OBSOLETE';
