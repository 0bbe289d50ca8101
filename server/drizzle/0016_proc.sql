-- Optimistic concurrency for configuration strings (issue 10): the process map (QMS_PROCESS_IMAGE) is edited by
-- admins in draw.io; two admins saving it must not silently overwrite each other. GET answers the row's
-- db_version (0 for a key never written), PUT names the version it read and bumps it; a mismatch is a 409.
ALTER TABLE "qms_config" ADD COLUMN "db_version" integer DEFAULT 0 NOT NULL;
