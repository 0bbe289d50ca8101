-- The request role by construction (issue 6, defect 10; server/README.md "Row-level security").
-- 1. qms_app can never bypass row-level security: not a superuser, no BYPASSRLS, no login, and NOINHERIT so a
--    role granted to it by mistake lends it nothing implicitly (the server also refuses to start when qms_app
--    is a member of any role). Changing SUPERUSER/BYPASSRLS needs a superuser, so the ALTER runs only when an
--    attribute is wrong: a correct role needs no superuser, a wrong one fails the migration (and the start).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'qms_app') THEN
    BEGIN
      CREATE ROLE qms_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF EXISTS (
    SELECT 1 FROM pg_roles
    WHERE rolname = 'qms_app'
      AND (rolsuper OR rolbypassrls OR rolinherit OR rolcanlogin OR rolcreaterole OR rolcreatedb OR rolreplication)
  ) THEN
    ALTER ROLE qms_app NOSUPERUSER NOBYPASSRLS NOINHERIT NOLOGIN NOCREATEROLE NOCREATEDB NOREPLICATION;
  END IF;
END
$$;
--> statement-breakpoint
-- 2. Column privileges on the identity-bearing tables: what request code reads and writes, never password_hash
--    (the embedded provider reads and writes it as the connecting role, outside request transactions).
REVOKE ALL ON TABLE users FROM qms_app;
--> statement-breakpoint
GRANT SELECT (tenant_id, id, email, display_name, initials, roles, created_at, updated_at) ON TABLE users TO qms_app;
--> statement-breakpoint
GRANT INSERT (tenant_id, id, email, display_name, initials, roles, created_at, updated_at) ON TABLE users TO qms_app;
--> statement-breakpoint
GRANT UPDATE (email, display_name, initials, roles, updated_at) ON TABLE users TO qms_app;
--> statement-breakpoint
REVOKE ALL ON TABLE tenants FROM qms_app;
--> statement-breakpoint
GRANT SELECT (id, name, logo, logo_content_type, created_at) ON TABLE tenants TO qms_app;
--> statement-breakpoint
GRANT INSERT (id, name, logo, logo_content_type, created_at) ON TABLE tenants TO qms_app;
--> statement-breakpoint
-- 3. The document-access cookie is gone (docs/decisions.md): so is its signing secret.
DELETE FROM server_secrets WHERE name = 'doc-access-hs256';
