-- SR relations (issue 14, spec 3 §3 "Relation release", "Relation per requirement"): GLOBAL standards-service content
-- like sr_regulations / sr_requirements (0010): the request role may only read it (qms_grant_global_read); only the
-- operator command sr:import-references (system work as the connecting role) writes it. A release belongs to one
-- regulation; a relation to one requirement of it (both go with them: ON DELETE CASCADE, so a re-import that drops
-- a requirement drops its relation). The id lists name entries of sr_references (template contents, process
-- contents, roles, SR processes) or of lists the service does not hold (rules, reports, terms).
CREATE TABLE "sr_relation_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"regulation_id" text NOT NULL REFERENCES "sr_regulations"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"rule_version" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sr_relation_releases_regulation_idx" ON "sr_relation_releases" ("regulation_id");
--> statement-breakpoint
CREATE TABLE "sr_relations" (
	"release_id" text NOT NULL REFERENCES "sr_relation_releases"("id") ON DELETE CASCADE,
	"requirement_id" uuid NOT NULL REFERENCES "sr_requirements"("id") ON DELETE CASCADE,
	"rule_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"template_content_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"role_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"report_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"term_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"sop_content_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"linked_process_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"sop_content_linked_process_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"template_content_linked_process_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"references" text DEFAULT '' NOT NULL,
	CONSTRAINT "sr_relations_pk" PRIMARY KEY ("release_id", "requirement_id")
);
--> statement-breakpoint
CREATE INDEX "sr_relations_requirement_idx" ON "sr_relations" ("requirement_id");
--> statement-breakpoint
-- POST /sr-api/requirements finds requirements by template content / process content / term ids
CREATE INDEX "sr_relations_template_content_ids_idx" ON "sr_relations" USING gin ("template_content_ids");
--> statement-breakpoint
CREATE INDEX "sr_relations_sop_content_ids_idx" ON "sr_relations" USING gin ("sop_content_ids");
--> statement-breakpoint
CREATE INDEX "sr_relations_term_ids_idx" ON "sr_relations" USING gin ("term_ids");
--> statement-breakpoint
SELECT qms_grant_global_read('sr_relation_releases');
--> statement-breakpoint
SELECT qms_grant_global_read('sr_relations');
--> statement-breakpoint
-- the starter catalogue's additions for its starter relations (account management, e.g. SP 800-53 AC-2); the
-- relations themselves need the regulations imported first: sr:import-references starter-catalogue.json loads them
INSERT INTO "sr_references" ("kind", "id", "name", "description") VALUES
	('template-contents', 'STC-021', 'Account request', 'A request for a system account, naming the user, the role, the access needed and its approval.'),
	('template-contents', 'STC-022', 'Account register', 'The accounts of a system with type, owner, group and role memberships and privileges.'),
	('template-contents', 'STC-023', 'Access review record', 'Periodic review of accounts and privileges against current need, with the changes decided.'),
	('template-contents', 'STC-024', 'Account removal record', 'Disabling or removing an account when a user leaves, changes role or no longer needs it.'),
	('processes', 'SPR-014', 'Access and account management', 'Requesting, approving, reviewing and removing user accounts and access rights.')
ON CONFLICT ("kind", "id") DO NOTHING;
