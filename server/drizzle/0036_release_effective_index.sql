-- The coming versions (the dashboard's "Coming into force") found from the releases that take effect later (ADR 0197):
-- the list read every released version and every completed release of the tenant to keep the few whose effective
-- date is still to come. A completed release is looked up by its effective date now; only those documents'
-- versions are read.
CREATE INDEX "change_control_releases_effective_idx" ON "change_control_releases"
  ("tenant_id", "artifact_type", "effective_date") WHERE "state" = 'COMPLETED';
