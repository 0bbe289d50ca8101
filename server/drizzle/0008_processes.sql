-- Processes I (issue 10): the full block fields, the sibling order of the top-level processes, process glossary
-- terms with their validity, file storages (metadata; the bytes live under the data directory, see
-- docs/architecture.md), and the suite's comments. Every new tenant table goes under qms_enable_tenant_rls
-- (row-level security plus the audit trail).
ALTER TABLE "sop_artifacts" ADD COLUMN "db_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_artifacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_artifacts" ADD CONSTRAINT "sop_artifacts_parent_fk" FOREIGN KEY ("tenant_id","parent_artifact_id") REFERENCES "public"."sop_artifacts"("tenant_id","artifact_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "sop_root_orders" (
	"tenant_id" uuid NOT NULL,
	"ordered_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_root_orders_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "sop_root_orders_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id")
);
--> statement-breakpoint
SELECT qms_enable_tenant_rls('sop_root_orders');
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "diagram_xml" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "testable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "acceptance_criterion" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "test_method_reference" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "statistical_requirements" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "sample_size" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "test_references" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "product_ids" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "template_content_ids" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD COLUMN "previous_version_id" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "sop_blocks_version_artifact_uq" ON "sop_blocks" USING btree ("tenant_id","sop_version_id","artifact_id");
--> statement-breakpoint
CREATE TABLE "sop_terms" (
	"tenant_id" uuid NOT NULL,
	"version_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"artifact_id" uuid NOT NULL,
	"sop_artifact_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sop_version_created" integer NOT NULL,
	"sop_version_replaced" integer,
	"term" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_terms_pk" PRIMARY KEY("tenant_id","version_id"),
	CONSTRAINT "sop_terms_sop_fk" FOREIGN KEY ("tenant_id","sop_artifact_id") REFERENCES "public"."sop_artifacts"("tenant_id","artifact_id") ON DELETE cascade,
	CONSTRAINT "sop_terms_version_check" CHECK ("sop_terms"."version" > 0),
	CONSTRAINT "sop_terms_validity_check" CHECK ("sop_terms"."sop_version_replaced" IS NULL OR "sop_terms"."sop_version_replaced" >= "sop_terms"."sop_version_created")
);
--> statement-breakpoint
CREATE INDEX "sop_terms_sop_idx" ON "sop_terms" USING btree ("tenant_id","sop_artifact_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sop_terms_artifact_version_uq" ON "sop_terms" USING btree ("tenant_id","artifact_id","version");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('sop_terms');
--> statement-breakpoint
CREATE TABLE "file_storages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"artifact_type" text NOT NULL,
	"artifact_version_id" uuid NOT NULL,
	"file_storage_type" text NOT NULL,
	"name" text NOT NULL,
	"original_filename" text,
	"content_type" text,
	"size" integer,
	"sha256" text,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_storages_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "file_storages_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id"),
	CONSTRAINT "file_storages_artifact_type_check" CHECK ("file_storages"."artifact_type" in ('SOP', 'TEMPLATE')),
	CONSTRAINT "file_storages_type_check" CHECK ("file_storages"."file_storage_type" in ('SOP_AS_PDF', 'TEMPLATE_VERSION'))
);
--> statement-breakpoint
CREATE INDEX "file_storages_artifact_idx" ON "file_storages" USING btree ("tenant_id","artifact_version_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('file_storages');
--> statement-breakpoint
CREATE TABLE "comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"comment" text NOT NULL,
	"ref_id" text NOT NULL,
	"ref_type" text NOT NULL,
	"parent_ref_id" text,
	"parent_ref_type" text,
	"created_user_id" text NOT NULL,
	"created_user_name" text DEFAULT '' NOT NULL,
	"created_user_initials" text DEFAULT '' NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "comments_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id")
);
--> statement-breakpoint
CREATE INDEX "comments_ref_idx" ON "comments" USING btree ("tenant_id","ref_id");
--> statement-breakpoint
CREATE INDEX "comments_parent_ref_idx" ON "comments" USING btree ("tenant_id","parent_ref_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('comments');
