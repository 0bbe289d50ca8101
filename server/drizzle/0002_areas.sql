CREATE TABLE "qms_config" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qms_config_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"responsibility" text DEFAULT '' NOT NULL,
	"authority" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"sr_id" text,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"tenant_id" uuid NOT NULL,
	"artifact_id" uuid NOT NULL,
	"version_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"release_state" text DEFAULT 'DRAFT' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"document_key" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"reviewer_role_id" uuid,
	"releaser_role_id" uuid,
	"created_template_content_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"reported_template_content_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_tenant_id_version_id_pk" PRIMARY KEY("tenant_id","version_id"),
	CONSTRAINT "templates_release_state_check" CHECK ("templates"."release_state" in ('DRAFT', 'IN_RELEASE', 'RELEASED', 'OBSOLETE')),
	CONSTRAINT "templates_version_check" CHECK ("templates"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "sop_artifacts" (
	"tenant_id" uuid NOT NULL,
	"artifact_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_artifact_id" uuid,
	"requirement_type" text DEFAULT 'QMS' NOT NULL,
	"ordered_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_artifacts_tenant_id_artifact_id_pk" PRIMARY KEY("tenant_id","artifact_id"),
	CONSTRAINT "sop_artifacts_requirement_type_check" CHECK ("sop_artifacts"."requirement_type" in ('QMS', 'PRODUCT'))
);
--> statement-breakpoint
CREATE TABLE "sop_blocks" (
	"tenant_id" uuid NOT NULL,
	"sop_version_id" uuid NOT NULL,
	"version_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"artifact_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"version_state" text DEFAULT 'CREATED' NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"role_id" uuid,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_blocks_tenant_id_sop_version_id_version_id_pk" PRIMARY KEY("tenant_id","sop_version_id","version_id"),
	CONSTRAINT "sop_blocks_type_check" CHECK ("sop_blocks"."type" in ('STEP', 'TIPTAP', 'HEADER', 'DRAWIO')),
	CONSTRAINT "sop_blocks_version_state_check" CHECK ("sop_blocks"."version_state" in ('CREATED', 'UPDATED', 'UNCHANGED', 'DELETED'))
);
--> statement-breakpoint
CREATE TABLE "sop_versions" (
	"tenant_id" uuid NOT NULL,
	"version_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"artifact_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"release_state" text DEFAULT 'DRAFT' NOT NULL,
	"change_description" text DEFAULT '' NOT NULL,
	"sop_as_pdf" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_artifact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"template_content_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"sr_process_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_versions_tenant_id_version_id_pk" PRIMARY KEY("tenant_id","version_id"),
	CONSTRAINT "sop_versions_release_state_check" CHECK ("sop_versions"."release_state" in ('DRAFT', 'IN_RELEASE', 'RELEASED', 'OBSOLETE')),
	CONSTRAINT "sop_versions_version_check" CHECK ("sop_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "sr_regulations" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"license_type_view" text DEFAULT 'VIEW_OPEN' NOT NULL,
	"license_type_export" text DEFAULT 'EXPORT_OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sr_regulations_license_view_check" CHECK ("sr_regulations"."license_type_view" in ('VIEW_OPEN', 'VIEW_LICENSED')),
	CONSTRAINT "sr_regulations_license_export_check" CHECK ("sr_regulations"."license_type_export" in ('EXPORT_OPEN', 'EXPORT_LICENSED', 'EXPORT_NONE'))
);
--> statement-breakpoint
CREATE TABLE "impact_analyses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"regulation_id_from" text NOT NULL,
	"regulation_id_to" text NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impact_analyses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "impacts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"impact_analysis_id" uuid NOT NULL,
	"impact_type" text DEFAULT '' NOT NULL,
	"impact_description" text DEFAULT '' NOT NULL,
	"change_type" text DEFAULT 'NOT_DEFINED' NOT NULL,
	"change_description" text DEFAULT '' NOT NULL,
	"requirement_ids_from" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirement_ids_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qms_config" ADD CONSTRAINT "qms_config_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_tenant_id_reviewer_role_id_roles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reviewer_role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_tenant_id_releaser_role_id_roles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","releaser_role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_artifacts" ADD CONSTRAINT "sop_artifacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD CONSTRAINT "sop_blocks_tenant_id_sop_version_id_sop_versions_tenant_id_version_id_fk" FOREIGN KEY ("tenant_id","sop_version_id") REFERENCES "public"."sop_versions"("tenant_id","version_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_blocks" ADD CONSTRAINT "sop_blocks_tenant_id_role_id_roles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_versions" ADD CONSTRAINT "sop_versions_tenant_id_artifact_id_sop_artifacts_tenant_id_artifact_id_fk" FOREIGN KEY ("tenant_id","artifact_id") REFERENCES "public"."sop_artifacts"("tenant_id","artifact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_analyses" ADD CONSTRAINT "impact_analyses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_tenant_id_impact_analysis_id_impact_analyses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","impact_analysis_id") REFERENCES "public"."impact_analyses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_name_key" ON "roles" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "templates_artifact_idx" ON "templates" USING btree ("tenant_id","artifact_id");--> statement-breakpoint
CREATE INDEX "templates_reviewer_role_idx" ON "templates" USING btree ("tenant_id","reviewer_role_id");--> statement-breakpoint
CREATE INDEX "templates_releaser_role_idx" ON "templates" USING btree ("tenant_id","releaser_role_id");--> statement-breakpoint
CREATE INDEX "sop_artifacts_parent_idx" ON "sop_artifacts" USING btree ("tenant_id","parent_artifact_id");--> statement-breakpoint
CREATE INDEX "sop_blocks_artifact_idx" ON "sop_blocks" USING btree ("tenant_id","artifact_id");--> statement-breakpoint
CREATE INDEX "sop_blocks_role_idx" ON "sop_blocks" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE INDEX "sop_versions_artifact_idx" ON "sop_versions" USING btree ("tenant_id","artifact_id");--> statement-breakpoint
CREATE INDEX "impacts_analysis_idx" ON "impacts" USING btree ("tenant_id","impact_analysis_id");