-- Sign-in's two reads of users found by index (ADR 0197).
-- The sign-in and the reset request look an address up across all tenants (accountByEmail: `email = $1` on the
-- normalised address, deliberately no lower(), platform/users/email.ts). The only index had lower(email), so each
-- sign-in read every user of every tenant. This one has the address as stored, for accounts with a password.
CREATE INDEX "users_sign_in_email_idx" ON "users" ("email") WHERE "password_hash" IS NOT NULL;
--> statement-breakpoint
-- Every auth event (sign-in, sign-out, a failed sign-in) names its user from users by `id::text = p_user_id`, which
-- read every user of the tenant; the id is compared as uuid now, after the same check db/uuid.ts isIdText makes
-- (only text PostgreSQL writes for a uuid can equal an id's text, as before; anything else names nobody and raises
-- no error). Otherwise as 0007 defined it.
CREATE OR REPLACE FUNCTION qms_audit_auth_event(
  p_tenant uuid, p_user_id text, p_user_name text, p_event text, p_details jsonb)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  PERFORM set_config('app.user_id', coalesce(p_user_id, ''), true);
  PERFORM set_config('app.user_name', coalesce(p_user_name,
    (SELECT display_name FROM users WHERE tenant_id = p_tenant AND id = CASE
       WHEN p_user_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN p_user_id::uuid END),
    ''), true);
  RETURN qms_audit_append(p_tenant, 'auth', coalesce(p_user_id, ''), p_event, NULL, p_details);
END
$fn$;
--> statement-breakpoint
-- CREATE OR REPLACE keeps the function's grants; said again so the rule (0007) reads here too
REVOKE EXECUTE ON FUNCTION qms_audit_auth_event(uuid, text, text, text, jsonb) FROM PUBLIC;
