-- Two reads that grew with the tenant's history found by index (ADR 0197).
-- Before every signature (approve, decline, complete, a training confirmation, a review) the server asks whether the
-- signer has signed since their session began (hasSignedSince: the first signing of a session takes the full
-- credentials, §11.200). No index had the signer, so each signature read every signature of the tenant.
CREATE INDEX "electronic_signatures_signer_idx" ON "electronic_signatures" ("tenant_id", "signer_user_id", "signed_at");
--> statement-breakpoint
-- My approvals (the dashboard) lists the user's OPEN records in RUNNING releases: it joined every participant record
-- of the tenant with every release. Running releases are few at any time, and a user's open records too (a
-- cancelled release keeps its open records as history, so the participants' index alone would still read those).
CREATE INDEX "change_control_releases_running_idx" ON "change_control_releases" ("tenant_id", "initiated_at")
  WHERE "state" = 'RUNNING';
--> statement-breakpoint
CREATE INDEX "change_control_participants_open_idx" ON "change_control_participants" ("tenant_id", "user_id")
  WHERE "decision" = 'OPEN';
