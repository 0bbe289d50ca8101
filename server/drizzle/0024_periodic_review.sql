-- Periodic review of released processes and templates (issue 29.6), change control's tables: the per-document
-- review schedule (an interval overriding the tenant's default, or a next due date an admin set directly) and the
-- signed review records ('Reviewed, no change needed'). Both are tenant tables under qms_enable_tenant_rls.
CREATE TABLE "change_control_review_schedules" (
	"tenant_id" uuid NOT NULL,
	"artifact_type" text NOT NULL,
	"artifact_id" uuid NOT NULL,
	"interval_months" integer,
	"next_due_date" date,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_control_review_schedules_pk" PRIMARY KEY("tenant_id","artifact_type","artifact_id"),
	CONSTRAINT "change_control_review_schedules_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "change_control_review_schedules_artifact_type_check" CHECK ("change_control_review_schedules"."artifact_type" in ('SOP', 'TEMPLATE')),
	CONSTRAINT "change_control_review_schedules_interval_check" CHECK ("change_control_review_schedules"."interval_months" between 1 and 120)
);
--> statement-breakpoint
SELECT qms_enable_tenant_rls('change_control_review_schedules');
--> statement-breakpoint
CREATE TABLE "change_control_reviews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"artifact_type" text NOT NULL,
	"artifact_id" uuid NOT NULL,
	"artifact_version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid NOT NULL,
	"reviewed_by_display_name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"next_due_date" date NOT NULL,
	"signature_id" uuid NOT NULL,
	CONSTRAINT "change_control_reviews_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "change_control_reviews_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "change_control_reviews_signature_fk" FOREIGN KEY ("tenant_id","signature_id") REFERENCES "public"."electronic_signatures"("tenant_id","id"),
	CONSTRAINT "change_control_reviews_artifact_type_check" CHECK ("change_control_reviews"."artifact_type" in ('SOP', 'TEMPLATE'))
);
--> statement-breakpoint
CREATE INDEX "change_control_reviews_artifact_idx" ON "change_control_reviews" USING btree ("tenant_id","artifact_type","artifact_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('change_control_reviews');
