-- File contents in the database (issue 30.1, ADR 0160): the bytes of stored files move from the data folder into
-- two processes tables, so a second server sees every upload and a database backup holds the files. A content is
-- named per tenant by its sha256 (file_storages.sha256 names it); its bytes are chunk rows written one by one from
-- the upload stream. Files already on disk are copied in at start (storage/migrate-disk-files.ts).
CREATE TABLE "file_contents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_contents_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "file_contents_tenant_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "file_contents_sha256_uq" ON "file_contents" USING btree ("tenant_id","sha256");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('file_contents');
--> statement-breakpoint
-- deferred: an upload writes its chunks first and the content row last, once the sha256 of all bytes is known
CREATE TABLE "file_content_chunks" (
	"tenant_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "file_content_chunks_pk" PRIMARY KEY("tenant_id","content_id","seq"),
	CONSTRAINT "file_content_chunks_content_fk" FOREIGN KEY ("tenant_id","content_id")
		REFERENCES "public"."file_contents"("tenant_id","id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
-- the bytes are stored already compressed where the format compresses (PDF, OOXML): no TOAST compression
ALTER TABLE "file_content_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
SELECT qms_enable_tenant_rls('file_content_chunks');
--> statement-breakpoint
-- Row-level security yes, audit trail no: a chunk is raw bytes (the trail would hold a second copy of every file).
-- The file_storages row (its sha256 and size) and the file_contents row record what changed (ADR 0160).
DROP TRIGGER audit_trail ON "file_content_chunks";
