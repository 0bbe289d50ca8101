-- QMS requirements (issue 14, QMS side): a tenant's assessment of one requirement of the standards service (the
-- gap entry of spec 3 §3). Keyed by the SR requirement id, which survives re-imports, so assessments do too. No
-- foreign key to sr_requirements: a requirement dropped from a later catalog version keeps its assessment, shown
-- as a deprecated interpretation until someone resets it. Target and evidence lists are id arrays (no foreign
-- keys across areas). Row-level security and the audit trail come from qms_enable_tenant_rls.
CREATE TABLE "qms_requirements" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"requirement_id" uuid NOT NULL,
	"regulation_id" text NOT NULL REFERENCES "sr_regulations"("id") ON DELETE CASCADE,
	"applicability" text DEFAULT 'NOT_DEFINED' NOT NULL,
	"applicability_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"target_sop_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"actual_sop_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_template_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"actual_template_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"referenced_sop_block_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_sop_block_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"template_content_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qms_requirements_pk" PRIMARY KEY ("tenant_id", "requirement_id"),
	CONSTRAINT "qms_requirements_applicability_check" CHECK ("applicability" in ('NOT_DEFINED', 'NOT_APPLICABLE', 'INFORMATION', 'APPLICABLE'))
);
--> statement-breakpoint
CREATE INDEX "qms_requirements_regulation_idx" ON "qms_requirements" ("tenant_id", "regulation_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('qms_requirements');
