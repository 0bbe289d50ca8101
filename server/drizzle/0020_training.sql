-- Training on released processes and periodic review (issue 29), the tables every slice builds on:
-- job roles held by users (templates area), the tenant's document-control settings and a release's effective
-- date (change control), training assignments (training module), and the two new signature meanings.
-- Each table is a tenant table under qms_enable_tenant_rls (row-level security plus the audit trail).
ALTER TABLE "electronic_signatures" DROP CONSTRAINT "electronic_signatures_meaning_check";
--> statement-breakpoint
ALTER TABLE "electronic_signatures" ADD CONSTRAINT "electronic_signatures_meaning_check" CHECK ("electronic_signatures"."meaning" in ('Approved', 'Declined', 'Released', 'Made obsolete', 'Read and understood', 'Reviewed, no change needed'));
--> statement-breakpoint
CREATE TABLE "role_holders" (
	"tenant_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid,
	CONSTRAINT "role_holders_pk" PRIMARY KEY("tenant_id","role_id","user_id"),
	CONSTRAINT "role_holders_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE cascade,
	CONSTRAINT "role_holders_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "role_holders_user_idx" ON "role_holders" USING btree ("tenant_id","user_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('role_holders');
--> statement-breakpoint
CREATE TABLE "change_control_settings" (
	"tenant_id" uuid NOT NULL,
	"training_period_days" integer DEFAULT 14 NOT NULL,
	"review_interval_months" integer DEFAULT 24 NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_control_settings_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "change_control_settings_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "change_control_settings_training_period_check" CHECK ("change_control_settings"."training_period_days" between 0 and 365),
	CONSTRAINT "change_control_settings_review_interval_check" CHECK ("change_control_settings"."review_interval_months" between 1 and 120)
);
--> statement-breakpoint
SELECT qms_enable_tenant_rls('change_control_settings');
--> statement-breakpoint
ALTER TABLE "change_control_releases" ADD COLUMN "effective_date" date;
--> statement-breakpoint
CREATE TABLE "training_assignments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_display_name" text NOT NULL,
	"artifact_type" text DEFAULT 'SOP' NOT NULL,
	"artifact_id" uuid NOT NULL,
	"artifact_version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document_name" text NOT NULL,
	"release_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"role_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"signature_id" uuid,
	"closed_at" timestamp with time zone,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_assignments_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "training_assignments_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "training_assignments_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id"),
	CONSTRAINT "training_assignments_release_fk" FOREIGN KEY ("tenant_id","release_id") REFERENCES "public"."change_control_releases"("tenant_id","id"),
	CONSTRAINT "training_assignments_signature_fk" FOREIGN KEY ("tenant_id","signature_id") REFERENCES "public"."electronic_signatures"("tenant_id","id"),
	CONSTRAINT "training_assignments_artifact_type_check" CHECK ("training_assignments"."artifact_type" in ('SOP', 'TEMPLATE')),
	CONSTRAINT "training_assignments_reason_check" CHECK ("training_assignments"."reason" in ('ROLE', 'EXTRA')),
	CONSTRAINT "training_assignments_state_check" CHECK ("training_assignments"."state" in ('OPEN', 'CONFIRMED', 'WITHDRAWN')),
	CONSTRAINT "training_assignments_confirmed_check" CHECK (("training_assignments"."state" = 'CONFIRMED') = ("training_assignments"."signature_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_assignments_version_user_uq" ON "training_assignments" USING btree ("tenant_id","artifact_version_id","user_id");
--> statement-breakpoint
CREATE INDEX "training_assignments_user_idx" ON "training_assignments" USING btree ("tenant_id","user_id","state");
--> statement-breakpoint
CREATE INDEX "training_assignments_artifact_idx" ON "training_assignments" USING btree ("tenant_id","artifact_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('training_assignments');
