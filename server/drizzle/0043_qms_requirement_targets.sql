-- The gap entries naming a process, block, template or template content (ADR 0205). A gap entry keeps its targets
-- in seven text arrays; the lookups by target (a process's Gap List widget, a block's, a template's, a content's)
-- asked `id = any(array)` of every gap entry of the tenant. A GIN index cannot serve them: under row-level security
-- the planner uses an index only for leakproof operators, and the array operators are not, so each lookup read all
-- of the tenant's gap entries (20,000 for a few regulations). This table holds one row per (entry, list, target):
-- text and uuid equality are leakproof, so a lookup reads the entries naming the target by index. It is derived from
-- qms_requirements by the trigger below, so the arrays stay the one record and the trail records them (not audited
-- here: every row of it is the consequence of an audited change of qms_requirements).
CREATE TABLE "qms_requirement_targets" (
	"tenant_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"list" text NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "qms_requirement_targets_pk" PRIMARY KEY("tenant_id","target_id","list","requirement_id"),
	CONSTRAINT "qms_requirement_targets_requirement_fk" FOREIGN KEY ("tenant_id","requirement_id")
		REFERENCES "qms_requirements"("tenant_id","requirement_id") ON DELETE cascade,
	CONSTRAINT "qms_requirement_targets_list_check" CHECK ("list" in ('TARGET_SOP', 'ACTUAL_SOP', 'TARGET_TEMPLATE',
		'ACTUAL_TEMPLATE', 'REFERENCED_SOP_BLOCK', 'TARGET_SOP_BLOCK', 'TEMPLATE_CONTENT'))
);
--> statement-breakpoint
-- the trigger's and the foreign key's delete of one entry's rows
CREATE INDEX "qms_requirement_targets_requirement_idx" ON "qms_requirement_targets" ("tenant_id","requirement_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('qms_requirement_targets');
--> statement-breakpoint
DROP TRIGGER audit_trail ON "qms_requirement_targets";
--> statement-breakpoint
-- An entry's rows: each id once per list (an id repeated in one array is one row).
CREATE OR REPLACE FUNCTION qms_requirement_target_rows(q qms_requirements) RETURNS TABLE (list text, target_id text)
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT DISTINCT l.list, l.target_id FROM (
    SELECT 'TARGET_SOP', unnest(q.target_sop_artifact_ids)
    UNION ALL SELECT 'ACTUAL_SOP', unnest(q.actual_sop_artifact_ids)
    UNION ALL SELECT 'TARGET_TEMPLATE', unnest(q.target_template_artifact_ids)
    UNION ALL SELECT 'ACTUAL_TEMPLATE', unnest(q.actual_template_artifact_ids)
    UNION ALL SELECT 'REFERENCED_SOP_BLOCK', unnest(q.referenced_sop_block_artifact_ids)
    UNION ALL SELECT 'TARGET_SOP_BLOCK', unnest(q.target_sop_block_artifact_ids)
    UNION ALL SELECT 'TEMPLATE_CONTENT', unnest(q.template_content_ids)
  ) l (list, target_id)
$fn$;
--> statement-breakpoint
-- Runs as the writer (a request's qms_app under its tenant's policy, or a system task), so it can only write rows of
-- the tenant it is in. An update that leaves the seven arrays as they were (applicability, reason, notes) writes
-- nothing here.
CREATE OR REPLACE FUNCTION qms_requirement_targets_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.tenant_id = OLD.tenant_id AND NEW.requirement_id = OLD.requirement_id
       AND NEW.target_sop_artifact_ids = OLD.target_sop_artifact_ids
       AND NEW.actual_sop_artifact_ids = OLD.actual_sop_artifact_ids
       AND NEW.target_template_artifact_ids = OLD.target_template_artifact_ids
       AND NEW.actual_template_artifact_ids = OLD.actual_template_artifact_ids
       AND NEW.referenced_sop_block_artifact_ids = OLD.referenced_sop_block_artifact_ids
       AND NEW.target_sop_block_artifact_ids = OLD.target_sop_block_artifact_ids
       AND NEW.template_content_ids = OLD.template_content_ids THEN
      RETURN NULL;
    END IF;
    DELETE FROM qms_requirement_targets WHERE tenant_id = OLD.tenant_id AND requirement_id = OLD.requirement_id;
  END IF;
  INSERT INTO qms_requirement_targets (tenant_id, requirement_id, list, target_id)
  SELECT NEW.tenant_id, NEW.requirement_id, r.list, r.target_id FROM qms_requirement_target_rows(NEW) r;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER qms_requirement_targets_sync AFTER INSERT OR UPDATE ON "qms_requirements"
  FOR EACH ROW EXECUTE FUNCTION qms_requirement_targets_sync();
--> statement-breakpoint
-- the gap entries written before this migration
INSERT INTO "qms_requirement_targets" ("tenant_id", "requirement_id", "list", "target_id")
SELECT q.tenant_id, q.requirement_id, r.list, r.target_id FROM "qms_requirements" q, qms_requirement_target_rows(q) r;
