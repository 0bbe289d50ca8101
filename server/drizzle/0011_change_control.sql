-- Processes II (issue 13): change control with electronic signatures, generic over the artifact type (SOP,
-- TEMPLATE). Releases, their participants and the signatures are tenant tables under qms_enable_tenant_rls
-- (row-level security plus the audit trail). Signatures are immutable: a trigger refuses UPDATE and DELETE.
CREATE TABLE "electronic_signatures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"signer_user_id" uuid NOT NULL,
	"printed_name" text NOT NULL,
	"meaning" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"record_version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"release_id" uuid,
	CONSTRAINT "electronic_signatures_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "electronic_signatures_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "electronic_signatures_record_type_check" CHECK ("electronic_signatures"."record_type" in ('SOP', 'TEMPLATE')),
	CONSTRAINT "electronic_signatures_meaning_check" CHECK ("electronic_signatures"."meaning" in ('Approved', 'Declined', 'Released', 'Made obsolete'))
);
--> statement-breakpoint
CREATE INDEX "electronic_signatures_record_idx" ON "electronic_signatures" USING btree ("tenant_id","record_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('electronic_signatures');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qms_signature_immutable()
RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'electronic signatures can not be changed or deleted' USING ERRCODE = 'P0001';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER electronic_signatures_immutable BEFORE UPDATE OR DELETE ON "electronic_signatures"
  FOR EACH ROW EXECUTE FUNCTION qms_signature_immutable();
--> statement-breakpoint
CREATE TABLE "change_control_releases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"artifact_type" text NOT NULL,
	"artifact_id" uuid NOT NULL,
	"artifact_version_id" uuid NOT NULL,
	"initiated_by" uuid NOT NULL,
	"initiated_by_display_name" text NOT NULL,
	"initiated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"initiated_comment" text NOT NULL,
	"expected_decider" uuid NOT NULL,
	"expected_decider_display_name" text NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_display_name" text,
	"decided_comment" text DEFAULT '' NOT NULL,
	"signature_id" uuid,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_control_releases_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "change_control_releases_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "change_control_releases_signature_fk" FOREIGN KEY ("tenant_id","signature_id") REFERENCES "public"."electronic_signatures"("tenant_id","id"),
	CONSTRAINT "change_control_releases_artifact_type_check" CHECK ("change_control_releases"."artifact_type" in ('SOP', 'TEMPLATE')),
	CONSTRAINT "change_control_releases_state_check" CHECK ("change_control_releases"."state" in ('RUNNING', 'COMPLETED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE INDEX "change_control_releases_version_idx" ON "change_control_releases" USING btree ("tenant_id","artifact_version_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "change_control_releases_current_uq" ON "change_control_releases" USING btree ("tenant_id","artifact_type","artifact_version_id") WHERE "change_control_releases"."state" in ('RUNNING', 'COMPLETED');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('change_control_releases');
--> statement-breakpoint
CREATE TABLE "change_control_participants" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"user_display_name" text NOT NULL,
	"decision" text DEFAULT 'OPEN' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"signature_id" uuid,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_control_participants_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "change_control_participants_release_fk" FOREIGN KEY ("tenant_id","release_id") REFERENCES "public"."change_control_releases"("tenant_id","id") ON DELETE cascade,
	CONSTRAINT "change_control_participants_signature_fk" FOREIGN KEY ("tenant_id","signature_id") REFERENCES "public"."electronic_signatures"("tenant_id","id"),
	CONSTRAINT "change_control_participants_kind_check" CHECK ("change_control_participants"."kind" in ('AUTHOR', 'APPROVER')),
	CONSTRAINT "change_control_participants_decision_check" CHECK ("change_control_participants"."decision" in ('OPEN', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "change_control_participants_uq" ON "change_control_participants" USING btree ("tenant_id","release_id","kind","user_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('change_control_participants');
