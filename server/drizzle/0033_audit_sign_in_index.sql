-- A user's last sign-in found by one index probe (the users list, ADR 0194). The list reads each user's newest
-- SIGN_IN event from the trail; the only index to find them by was (tenant_id, record_id), which holds every entry
-- of the user's record, so each list read all of each user's sign-ins and changes: a user signing in daily for
-- years is thousands of entries, on every list. A partial index holds sign-in events only (no other entry is
-- written into it; a write of any other table evaluates only its predicate), newest last per user, so max() reads
-- one entry. Built in the migration's transaction: writes to the trail wait for the build (seconds for millions
-- of entries).
CREATE INDEX "audit_trail_sign_in_idx" ON "audit_trail" ("tenant_id", "record_id", "occurred_at")
  WHERE "table_name" = 'auth' AND "action" = 'SIGN_IN';
