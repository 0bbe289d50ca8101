-- Due for review (the dashboard's tile and its page) takes each document's newest completed release and newest
-- review (ADR 0202). It read every completed release and every review of the tenant, and each release and review
-- adds one more. With these indexes it walks the documents, one row each: the first row of a document in index
-- order is its newest. The reviews' index by document it extends goes.
CREATE INDEX "change_control_releases_completed_idx" ON "change_control_releases"
  ("tenant_id", "artifact_type", "artifact_id", "decided_at" DESC) WHERE "state" = 'COMPLETED';
--> statement-breakpoint
CREATE INDEX "change_control_reviews_artifact_time_idx" ON "change_control_reviews"
  ("tenant_id", "artifact_type", "artifact_id", "reviewed_at" DESC);
--> statement-breakpoint
DROP INDEX "change_control_reviews_artifact_idx";
