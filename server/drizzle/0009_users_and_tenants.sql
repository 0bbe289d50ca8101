-- Users and tenants on the embedded identity provider (issue 12). Admins invite colleagues, change their roles and
-- disable leavers from the Users page; the request role qms_app does that within its tenant (row-level security),
-- and the two identity steps it needs (a single-use set-password token, ending a user's sessions) go through the
-- SECURITY DEFINER functions below, which act only in the tenant of the current request.
ALTER TABLE "users" ADD COLUMN "db_version" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- invited_at: when the last invitation went out (NULL: never invited, e.g. the seeded or Keycloak-synced users);
-- password_set_at: when the user chose a password through a link; invited and without it = status "invited"
ALTER TABLE "users" ADD COLUMN "invited_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamptz;
--> statement-breakpoint
-- an invited user has no password yet but owns the address already: e-mails of accounts stay unique
DROP INDEX IF EXISTS "users_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"))
  WHERE "password_hash" IS NOT NULL OR "invited_at" IS NOT NULL;
--> statement-breakpoint
GRANT SELECT (db_version, invited_at, invited_by, password_set_at, disabled_at) ON TABLE users TO qms_app;
--> statement-breakpoint
GRANT INSERT (db_version, invited_at, invited_by) ON TABLE users TO qms_app;
--> statement-breakpoint
GRANT UPDATE (db_version, invited_at, invited_by, disabled_at) ON TABLE users TO qms_app;
--> statement-breakpoint
-- one table for both kinds of single-use link: 'reset' (30 minutes) and 'invitation' (7 days)
ALTER TABLE "identity_password_resets" ADD COLUMN "purpose" text NOT NULL DEFAULT 'reset';
--> statement-breakpoint
-- A new single-use link for a user of the request's tenant: older unused links of the user stop working. Only the
-- token's SHA-256 arrives here; the token itself never touches the database. Recorded in the tenant's trail.
CREATE OR REPLACE FUNCTION qms_issue_user_link(
  p_user uuid, p_token_hash text, p_purpose text, p_created_at timestamptz, p_expires_at timestamptz)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_tenant uuid := nullif(current_setting('app.tenant_id', true), '')::uuid;
BEGIN
  IF p_purpose NOT IN ('reset', 'invitation') THEN
    RAISE EXCEPTION 'unknown link purpose %', p_purpose;
  END IF;
  IF v_tenant IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE tenant_id = v_tenant AND id = p_user) THEN
    RAISE EXCEPTION 'no such user in the current tenant';
  END IF;
  DELETE FROM identity_password_resets WHERE tenant_id = v_tenant AND user_id = p_user AND used_at IS NULL;
  INSERT INTO identity_password_resets (token_hash, tenant_id, user_id, created_at, expires_at, purpose)
    VALUES (p_token_hash, v_tenant, p_user, p_created_at, p_expires_at, p_purpose);
  -- the trail says who sent whom a link (the actor is the request's user) and until when it is valid; never the link
  PERFORM qms_audit_append(v_tenant, 'auth', p_user::text,
    CASE p_purpose WHEN 'invitation' THEN 'INVITATION_SENT' ELSE 'PASSWORD_RESET_SENT' END,
    NULL, jsonb_build_object('outcome', 'success', 'expiresAt', p_expires_at));
END
$fn$;
--> statement-breakpoint
-- Ends every session of a user of the request's tenant (disable): refresh tokens stop at once, access tokens at the
-- next session check (plugins/auth.ts, at most 5 seconds in other processes). Answers the ended session ids.
CREATE OR REPLACE FUNCTION qms_end_user_sessions(p_user uuid, p_reason text)
RETURNS SETOF uuid LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_tenant uuid := nullif(current_setting('app.tenant_id', true), '')::uuid;
BEGIN
  IF v_tenant IS NULL THEN
    RAISE EXCEPTION 'no tenant in this transaction';
  END IF;
  RETURN QUERY UPDATE identity_sessions SET revoked = true, revoked_at = now(), revoked_reason = p_reason
    WHERE tenant_id = v_tenant AND user_id = p_user AND NOT revoked
    RETURNING id;
END
$fn$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION qms_issue_user_link(uuid, text, text, timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION qms_end_user_sessions(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION qms_issue_user_link(uuid, text, text, timestamptz, timestamptz) TO qms_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION qms_end_user_sessions(uuid, text) TO qms_app;
