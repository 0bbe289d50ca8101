-- Signatures in force (issue 27.1): Revert withdraws a decision's signature. The signature stays immutable on its
-- record; this row says when and by whom it was withdrawn and in which participant record (capacity) it was given.
-- Deleting a participant (with its cancelled, unsigned release) takes its withdrawals along.
CREATE TABLE "change_control_withdrawals" (
	"tenant_id" uuid NOT NULL,
	"signature_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" uuid NOT NULL,
	"withdrawn_by_display_name" text NOT NULL,
	CONSTRAINT "change_control_withdrawals_pk" PRIMARY KEY("tenant_id","signature_id"),
	CONSTRAINT "change_control_withdrawals_signature_fk" FOREIGN KEY ("tenant_id","signature_id") REFERENCES "public"."electronic_signatures"("tenant_id","id"),
	CONSTRAINT "change_control_withdrawals_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."change_control_participants"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "change_control_withdrawals_release_idx" ON "change_control_withdrawals" USING btree ("tenant_id","release_id");
--> statement-breakpoint
SELECT qms_enable_tenant_rls('change_control_withdrawals');
