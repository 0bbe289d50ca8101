-- Impact analysis (issue 15, server): the spec 3 §4 type enums become constraints (impact_type defaulted to ''
-- before; '' rows become NOT_DEFINED), and the mapping importer's columns: import_key identifies an impact that
-- came from an import (unique per analysis when set, so a re-import updates instead of duplicating) and
-- edited_by_user marks impacts a user saved since (every user PUT sets it; a re-import keeps those edits).
UPDATE "impacts" SET "impact_type" = 'NOT_DEFINED' WHERE "impact_type" = '';
--> statement-breakpoint
ALTER TABLE "impacts" ALTER COLUMN "impact_type" SET DEFAULT 'NOT_DEFINED';
--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_impact_type_check"
	CHECK ("impact_type" in ('NOT_DEFINED', 'NO_IMPACT', 'MINOR_IMPACT', 'MAJOR_IMPACT'));
--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_change_type_check"
	CHECK ("change_type" in ('NOT_DEFINED', 'NO_CHANGE', 'SIMILAR', 'CHANGE', 'NEW_REQUIREMENT', 'DELETED_REQUIREMENT'));
--> statement-breakpoint
ALTER TABLE "impacts" ADD COLUMN "import_key" text;
--> statement-breakpoint
ALTER TABLE "impacts" ADD COLUMN "edited_by_user" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "impacts_import_key_idx" ON "impacts" ("tenant_id", "impact_analysis_id", "import_key")
	WHERE "import_key" IS NOT NULL;
--> statement-breakpoint
-- the by-sop-artifact search looks impacts up by the requirements they map
CREATE INDEX "impacts_requirement_ids_from_idx" ON "impacts" USING gin ("requirement_ids_from");
--> statement-breakpoint
CREATE INDEX "impacts_requirement_ids_to_idx" ON "impacts" USING gin ("requirement_ids_to");
