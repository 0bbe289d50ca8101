-- The tenant's current template versions found without their history (ADR 0199). Every answer carrying a template
-- content (its save, the content list, its search and statistics) and the templates of a process version link to
-- the templates' current versions: every version of every template was read and the current ones kept in
-- JavaScript, and each release adds one more obsolete version to read. Only the versions that are not OBSOLETE are
-- in this index.
CREATE INDEX "templates_current_idx" ON "templates" ("tenant_id", "artifact_id")
  WHERE "release_state" <> 'OBSOLETE';
