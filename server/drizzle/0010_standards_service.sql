-- Standards service storage (issue 14, first slice). The sr_* tables are GLOBAL content shared by every tenant:
-- the request role may only read them (qms_grant_global_read); only the operator's import (system work as the
-- connecting role) writes them. The per-tenant audit trail cannot record global rows, so every import is recorded
-- in sr_imports instead (who, when, which catalog and version, counts) — see docs/decisions.md.
ALTER TABLE "sr_regulations" ADD COLUMN "catalog_identity" text;
--> statement-breakpoint
ALTER TABLE "sr_regulations" ADD COLUMN "version" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sr_regulations" ADD COLUMN "source_uuid" text;
--> statement-breakpoint
ALTER TABLE "sr_regulations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "sr_regulations_identity_version_idx" ON "sr_regulations" ("catalog_identity", "version");
--> statement-breakpoint
CREATE TABLE "sr_requirements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"regulation_id" text NOT NULL REFERENCES "sr_regulations"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"parent_id" uuid,
	"type" text NOT NULL,
	"interpretable" boolean NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"paragraph" text DEFAULT '' NOT NULL,
	"level" integer NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"interpreted_in_requirement_id" uuid,
	CONSTRAINT "sr_requirements_type_check" CHECK ("type" in ('HEADING', 'TEXT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sr_requirements_regulation_key_idx" ON "sr_requirements" ("regulation_id", "key");
--> statement-breakpoint
CREATE INDEX "sr_requirements_regulation_position_idx" ON "sr_requirements" ("regulation_id", "position");
--> statement-breakpoint
CREATE TABLE "sr_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"regulation_id" text NOT NULL REFERENCES "sr_regulations"("id") ON DELETE CASCADE,
	"catalog_identity" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
-- sr_imports (it names operators) gets no grant: the request role cannot read it
SELECT qms_grant_global_read('sr_requirements');
--> statement-breakpoint
CREATE TABLE "qms_regulations" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"regulation_id" text NOT NULL REFERENCES "sr_regulations"("id") ON DELETE CASCADE,
	"state" text DEFAULT 'INFORMATIVE' NOT NULL,
	"active_from" date,
	"active_to" date,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qms_regulations_pk" PRIMARY KEY ("tenant_id", "regulation_id"),
	CONSTRAINT "qms_regulations_state_check" CHECK ("state" in ('INFORMATIVE', 'INTRODUCING', 'ACTIVE', 'EXPIRING', 'OBSOLETE')),
	CONSTRAINT "qms_regulations_dates_check" CHECK ("active_from" IS NULL OR "active_to" IS NULL OR "active_from" <= "active_to")
);
--> statement-breakpoint
SELECT qms_enable_tenant_rls('qms_regulations');
