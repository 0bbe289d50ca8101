-- The impacts mapping a requirement (ADR 0205, as qms_requirement_targets for gap entries). An impact keeps its
-- from- and to-requirements in two text arrays; the Gap List widget's impact menu and a save's check that no other
-- impact maps the same requirement asked `array && array` of the impacts. Under row-level security the planner never
-- uses the GIN indexes of 0014 for it (the operator is not leakproof), so the menu read every impact of the tenant.
-- This table holds one row per (impact, side, requirement), derived by the trigger below and not audited (every row
-- follows an audited change of impacts); text and uuid equality let its primary key serve the lookups.
CREATE TABLE "impact_requirements" (
	"tenant_id" uuid NOT NULL,
	"requirement_id" text NOT NULL,
	"side" text NOT NULL,
	"impact_id" uuid NOT NULL,
	CONSTRAINT "impact_requirements_pk" PRIMARY KEY("tenant_id","requirement_id","side","impact_id"),
	CONSTRAINT "impact_requirements_impact_fk" FOREIGN KEY ("tenant_id","impact_id")
		REFERENCES "impacts"("tenant_id","id") ON DELETE cascade,
	CONSTRAINT "impact_requirements_side_check" CHECK ("side" in ('FROM', 'TO'))
);
--> statement-breakpoint
-- the trigger's and the foreign key's delete of one impact's rows
CREATE INDEX "impact_requirements_impact_idx" ON "impact_requirements" ("tenant_id","impact_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('impact_requirements');
--> statement-breakpoint
DROP TRIGGER audit_trail ON "impact_requirements";
--> statement-breakpoint
-- An impact's rows: each requirement once per side.
CREATE OR REPLACE FUNCTION impact_requirement_rows(i impacts) RETURNS TABLE (side text, requirement_id text)
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT DISTINCT s.side, s.requirement_id FROM (
    SELECT 'FROM', unnest(i.requirement_ids_from)
    UNION ALL SELECT 'TO', unnest(i.requirement_ids_to)
  ) s (side, requirement_id)
$fn$;
--> statement-breakpoint
-- Runs as the writer, under its tenant's policy. A change of anything but the two arrays writes nothing here.
CREATE OR REPLACE FUNCTION impact_requirements_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.tenant_id = OLD.tenant_id AND NEW.id = OLD.id
       AND NEW.requirement_ids_from = OLD.requirement_ids_from AND NEW.requirement_ids_to = OLD.requirement_ids_to THEN
      RETURN NULL;
    END IF;
    DELETE FROM impact_requirements WHERE tenant_id = OLD.tenant_id AND impact_id = OLD.id;
  END IF;
  INSERT INTO impact_requirements (tenant_id, requirement_id, side, impact_id)
  SELECT NEW.tenant_id, r.requirement_id, r.side, NEW.id FROM impact_requirement_rows(NEW) r;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER impact_requirements_sync AFTER INSERT OR UPDATE ON "impacts"
  FOR EACH ROW EXECUTE FUNCTION impact_requirements_sync();
--> statement-breakpoint
-- the impacts written before this migration
INSERT INTO "impact_requirements" ("tenant_id", "requirement_id", "side", "impact_id")
SELECT i.tenant_id, r.requirement_id, r.side, i.id FROM "impacts" i, impact_requirement_rows(i) r;
--> statement-breakpoint
-- never used under row-level security; every impact write maintained them
DROP INDEX "impacts_requirement_ids_from_idx";
--> statement-breakpoint
DROP INDEX "impacts_requirement_ids_to_idx";
