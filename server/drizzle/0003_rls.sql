-- Row-level security: the second wall behind the tenant filter in every query (ARCHITECTURE §4).
-- Request transactions run `SET LOCAL ROLE qms_app` after `set_config('app.tenant_id', <tenant>, true)`;
-- qms_app owns nothing, so the policies below always apply to it (FORCE also covers a non-bypassing owner).
-- System work (migrations, seed, the identity provider's sign-in before a tenant is known) runs as the
-- connecting role, which must be the owner with BYPASSRLS or a superuser (see server/README.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'qms_app') THEN
    BEGIN
      CREATE ROLE qms_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      -- roles are cluster-wide: a migration in another database created it at the same moment
      NULL;
    END;
  END IF;
END
$$;
--> statement-breakpoint
-- the connecting role must be allowed to SET ROLE qms_app (a superuser may anyway)
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'qms_app', 'MEMBER') THEN
    EXECUTE format('GRANT qms_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO qms_app;
--> statement-breakpoint
-- Tables are granted one by one through these functions instead of default privileges, so tables the request
-- role must never read (identity keys, server secrets) stay closed. Later migrations call them for new tables.
CREATE OR REPLACE FUNCTION qms_enable_tenant_rls(tbl regclass, tenant_column text DEFAULT 'tenant_id')
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO qms_app', tbl);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (%I = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
    tbl, tenant_column, tenant_column);
END
$fn$;
--> statement-breakpoint
-- global content (standards service): readable by every request, written only by system tasks
CREATE OR REPLACE FUNCTION qms_grant_global_read(tbl regclass)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('GRANT SELECT ON %s TO qms_app', tbl);
END
$fn$;
--> statement-breakpoint
SELECT qms_enable_tenant_rls('tenants', 'id');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('users');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('qms_config');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('roles');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('templates');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('sop_artifacts');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('sop_versions');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('sop_blocks');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('impact_analyses');
--> statement-breakpoint
SELECT qms_enable_tenant_rls('impacts');
--> statement-breakpoint
SELECT qms_grant_global_read('sr_regulations');
