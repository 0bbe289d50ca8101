-- Templates area (issue 11): template contents and products per tenant (row-level security + audit trail through
-- qms_enable_tenant_rls), the standards service's reference lists (GLOBAL like 0010's sr_* tables: every tenant
-- reads them, only the operator command sr:import-references writes them), one version number per template artifact.
CREATE TABLE "template_contents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"example_text" text DEFAULT '' NOT NULL,
	"sr_id" text,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_contents_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "template_contents_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id")
);
--> statement-breakpoint
-- one tenant content per standards entry: the synchronisation stays idempotent even when two admins run it at once
CREATE UNIQUE INDEX "template_contents_sr_id_uq" ON "template_contents" ("tenant_id","sr_id") WHERE "sr_id" IS NOT NULL;
--> statement-breakpoint
SELECT qms_enable_tenant_rls('template_contents');
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"db_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_pk" PRIMARY KEY("tenant_id","product_id"),
	CONSTRAINT "products_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_name_key" ON "products" ("tenant_id", lower("name"));
--> statement-breakpoint
SELECT qms_enable_tenant_rls('products');
--> statement-breakpoint
CREATE TABLE "sr_references" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sr_references_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "sr_references_kind_check" CHECK ("kind" in ('template-contents', 'roles', 'processes', 'sop-contents'))
);
--> statement-breakpoint
SELECT qms_grant_global_read('sr_references');
--> statement-breakpoint
-- the curated starter catalogue (our own wording, no standard text): server/src/regulations/references/starter-catalogue.json
INSERT INTO "sr_references" ("kind", "id", "name", "description") VALUES
	('template-contents', 'STC-001', 'Training record', 'Evidence that a person was trained on a document or task, with date, trainer and outcome.'),
	('template-contents', 'STC-002', 'Supplier evaluation', 'Assessment of a supplier''s ability to deliver conforming product, with the decision taken.'),
	('template-contents', 'STC-003', 'Approved supplier list', 'The suppliers released for use, with scope and status.'),
	('template-contents', 'STC-004', 'Purchase order', 'The order sent to a supplier, naming the purchased product and its requirements.'),
	('template-contents', 'STC-005', 'Incoming inspection record', 'Result of checking purchased product on receipt against its acceptance criteria.'),
	('template-contents', 'STC-006', 'Nonconformity report', 'Description of a nonconforming product or process, its evaluation and disposition.'),
	('template-contents', 'STC-007', 'CAPA record', 'Corrective or preventive action: problem, root cause, actions, effectiveness check.'),
	('template-contents', 'STC-008', 'Complaint record', 'A customer complaint with its investigation, decision on reporting and closure.'),
	('template-contents', 'STC-009', 'Internal audit report', 'Scope, findings and conclusions of an internal audit.'),
	('template-contents', 'STC-010', 'Management review minutes', 'Inputs, decisions and actions of a management review.'),
	('template-contents', 'STC-011', 'Design input specification', 'The requirements a design must meet, reviewed and approved.'),
	('template-contents', 'STC-012', 'Design review record', 'Participants, results and actions of a design review.'),
	('template-contents', 'STC-013', 'Verification report', 'Evidence that design outputs meet design inputs.'),
	('template-contents', 'STC-014', 'Validation report', 'Evidence that the device meets user needs and intended use.'),
	('template-contents', 'STC-015', 'Risk management file entry', 'A hazard, its risk estimate, controls and residual risk evaluation.'),
	('template-contents', 'STC-016', 'Device history record', 'Production record of a lot or unit, with quantities and release.'),
	('template-contents', 'STC-017', 'Calibration record', 'Calibration result of a measuring device, with traceability and next due date.'),
	('template-contents', 'STC-018', 'Change request', 'A proposed change with its justification, impact assessment and approval.'),
	('template-contents', 'STC-019', 'Document change notice', 'Summary of a document revision and its approval.'),
	('template-contents', 'STC-020', 'Equipment maintenance log', 'Planned and performed maintenance of production equipment.'),
	('roles', 'SRO-001', 'Top management', 'Sets the quality policy and objectives and provides resources.'),
	('roles', 'SRO-002', 'Management representative', 'Ensures the quality management system is established, maintained and reported on.'),
	('roles', 'SRO-003', 'Quality assurance', 'Maintains quality system procedures and verifies their application.'),
	('roles', 'SRO-004', 'Regulatory affairs', 'Determines applicable regulatory requirements and manages submissions.'),
	('roles', 'SRO-005', 'Design and development lead', 'Plans and controls design and development activities.'),
	('roles', 'SRO-006', 'Purchasing', 'Selects suppliers and places purchase orders.'),
	('roles', 'SRO-007', 'Production supervisor', 'Runs production under controlled conditions.'),
	('roles', 'SRO-008', 'Internal auditor', 'Plans and performs internal audits independent of the audited area.'),
	('processes', 'SPR-001', 'Document control', 'Creating, reviewing, approving, distributing and withdrawing controlled documents.'),
	('processes', 'SPR-002', 'Record control', 'Identifying, storing, protecting, retrieving and disposing of records.'),
	('processes', 'SPR-003', 'Management review', 'Reviewing the quality management system at planned intervals.'),
	('processes', 'SPR-004', 'Competence and training', 'Determining competence needs, providing training, evaluating effectiveness.'),
	('processes', 'SPR-005', 'Design and development', 'Planning, inputs, outputs, review, verification, validation and transfer of designs.'),
	('processes', 'SPR-006', 'Purchasing', 'Evaluating suppliers and verifying purchased product.'),
	('processes', 'SPR-007', 'Production and service provision', 'Controlling production, cleanliness, installation and servicing.'),
	('processes', 'SPR-008', 'Control of monitoring and measuring equipment', 'Calibrating and maintaining measuring equipment.'),
	('processes', 'SPR-009', 'Feedback and complaint handling', 'Collecting post-market feedback and handling complaints.'),
	('processes', 'SPR-010', 'Internal audit', 'Auditing the quality management system against planned arrangements.'),
	('processes', 'SPR-011', 'Control of nonconforming product', 'Identifying, evaluating and dispositioning nonconforming product.'),
	('processes', 'SPR-012', 'Corrective and preventive action', 'Eliminating causes of actual and potential nonconformities.'),
	('processes', 'SPR-013', 'Risk management', 'Identifying hazards, estimating and controlling risks across the life cycle.'),
	('sop-contents', 'SSC-001', 'Purpose and scope', 'Why the process exists and what it covers.'),
	('sop-contents', 'SSC-002', 'Responsibilities', 'Who performs, approves and is informed in each step.'),
	('sop-contents', 'SSC-003', 'Definitions', 'Terms and abbreviations used in the process.'),
	('sop-contents', 'SSC-004', 'Process inputs', 'What starts the process and what it needs.'),
	('sop-contents', 'SSC-005', 'Process steps', 'The ordered activities of the process.'),
	('sop-contents', 'SSC-006', 'Process outputs and records', 'The results and the records the process produces.'),
	('sop-contents', 'SSC-007', 'Monitoring and measurement', 'How the effectiveness of the process is measured.'),
	('sop-contents', 'SSC-008', 'Referenced documents', 'Other procedures and forms the process refers to.');
--> statement-breakpoint
CREATE UNIQUE INDEX "templates_artifact_version_uq" ON "templates" ("tenant_id","artifact_id","version");
--> statement-breakpoint
-- the change description a template version carries through its release (change control's document history)
ALTER TABLE "templates" ADD COLUMN "change_description" text DEFAULT '' NOT NULL;
