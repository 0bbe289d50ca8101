-- Audit trail (issue 7; 21 CFR Part 11 §11.10(e), EU GMP Annex 11 §9). Every INSERT/UPDATE/DELETE of a tenant
-- table is recorded by a trigger in the same transaction, so nothing is written unrecorded and a trail write that
-- fails rolls the request back. Entries form a SHA-256 chain per tenant (seq 1, 2, 3 … without gaps), so an edited,
-- inserted or removed entry breaks the chain (see server/src/audit/ and docs/decisions.md).
-- The request role qms_app may only SELECT its tenant's entries; the trigger function is SECURITY DEFINER and owned
-- by the migration role, which is the only writer.
CREATE TABLE "audit_trail" (
  "tenant_id" uuid NOT NULL,
  "seq" bigint NOT NULL,
  "occurred_at" timestamptz NOT NULL,
  "table_name" text NOT NULL,
  "record_id" text NOT NULL,
  "action" text NOT NULL,
  "old_values" jsonb,
  "new_values" jsonb,
  "actor_id" text NOT NULL,
  "actor_name" text NOT NULL,
  "request_id" text,
  "reason" text,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL,
  CONSTRAINT "audit_trail_pkey" PRIMARY KEY ("tenant_id", "seq")
);
--> statement-breakpoint
CREATE INDEX "audit_trail_record_idx" ON "audit_trail" ("tenant_id", "record_id");
--> statement-breakpoint
CREATE INDEX "audit_trail_time_idx" ON "audit_trail" ("tenant_id", "occurred_at");
--> statement-breakpoint
-- The head of each tenant's chain: its last seq/hash reveal an entry removed from the end of the chain.
CREATE TABLE "audit_chain_heads" (
  "tenant_id" uuid PRIMARY KEY,
  "last_seq" bigint NOT NULL,
  "last_hash" text NOT NULL
);
--> statement-breakpoint
-- The content an entry's hash covers, in one fixed text form (jsonb text is canonical: keys sorted, no spaces
-- variance; the time as integer microseconds so neither TimeZone nor DateStyle changes it).
CREATE OR REPLACE FUNCTION qms_audit_hash(
  prev_hash text, tenant_id uuid, seq bigint, occurred_at timestamptz, table_name text, record_id text,
  action text, old_values jsonb, new_values jsonb, actor_id text, actor_name text, request_id text, reason text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    prev_hash, tenant_id::text, seq::text, (extract(epoch FROM occurred_at) * 1000000)::bigint::text,
    table_name, record_id, action, coalesce(old_values::text, ''), coalesce(new_values::text, ''),
    actor_id, actor_name, coalesce(request_id, ''), coalesce(reason, '')), 'UTF8')), 'hex')
$fn$;
--> statement-breakpoint
-- Appends one entry to a tenant's chain. The actor, request id and reason come from the transaction-local
-- settings withTenant sets (app.user_id, app.user_name, app.request_id, app.reason); without them it is the
-- server itself: the system actor.
CREATE OR REPLACE FUNCTION qms_audit_append(
  p_tenant uuid, p_table text, p_record text, p_action text, p_old jsonb, p_new jsonb)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_seq bigint;
  v_prev text;
  v_hash text;
  v_at timestamptz := clock_timestamp();
  v_actor text := coalesce(nullif(current_setting('app.user_id', true), ''), 'system');
  v_name text := coalesce(nullif(current_setting('app.user_name', true), ''), 'System');
  v_request text := nullif(current_setting('app.request_id', true), '');
  v_reason text := nullif(current_setting('app.reason', true), '');
BEGIN
  IF p_tenant IS NULL THEN
    RAISE EXCEPTION 'audit trail: % on % has no tenant', p_action, p_table;
  END IF;
  -- one writer per tenant at a time (held to commit), so the chain order is the commit order; after the lock
  -- this statement's fresh snapshot (READ COMMITTED) sees the newest committed entry
  PERFORM pg_advisory_xact_lock(7162413, hashtext(p_tenant::text));
  SELECT seq + 1, hash INTO v_seq, v_prev FROM audit_trail WHERE tenant_id = p_tenant ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    v_seq := 1;
    v_prev := '';
  END IF;
  v_hash := qms_audit_hash(v_prev, p_tenant, v_seq, v_at, p_table, p_record, p_action, p_old, p_new,
                           v_actor, v_name, v_request, v_reason);
  INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                           actor_id, actor_name, request_id, reason, prev_hash, hash)
  VALUES (p_tenant, v_seq, v_at, p_table, p_record, p_action, p_old, p_new, v_actor, v_name, v_request, v_reason,
          v_prev, v_hash);
  RETURN v_seq;
END
$fn$;
--> statement-breakpoint
-- The chain head follows at commit, once per transaction and tenant (the newest entry only), so a bulk write does
-- not rewrite the head row per entry.
CREATE OR REPLACE FUNCTION qms_audit_head()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  IF NEW.seq = (SELECT max(seq) FROM audit_trail WHERE tenant_id = NEW.tenant_id) THEN
    INSERT INTO audit_chain_heads AS h (tenant_id, last_seq, last_hash) VALUES (NEW.tenant_id, NEW.seq, NEW.hash)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = excluded.last_seq, last_hash = excluded.last_hash;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_chain_head AFTER INSERT ON audit_trail DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION qms_audit_head();
--> statement-breakpoint
-- Secrets never enter the trail: a changed secret column shows as '***' (so "password changed" stays visible).
CREATE OR REPLACE FUNCTION qms_audit_mask(row_json jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE STRICT AS $fn$
  SELECT coalesce(jsonb_object_agg(key,
    CASE WHEN key ~ '(password|secret|token|jti)' AND value <> 'null'::jsonb THEN '"***"'::jsonb ELSE value END), '{}'::jsonb)
  FROM jsonb_each(row_json)
$fn$;
--> statement-breakpoint
-- The one trigger function of every tenant table. TG_ARGV[0] is the tenant column, the rest the record's key
-- columns (without the tenant), filled in by qms_enable_tenant_rls. An UPDATE records only the changed columns;
-- one that changes nothing at all is skipped.
CREATE OR REPLACE FUNCTION qms_audit_row()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_old jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  v_new jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  v_row jsonb := coalesce(v_new, v_old);
  v_record text;
  i int;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(n.key, o.value), jsonb_object_agg(n.key, n.value) INTO v_old, v_new
      FROM jsonb_each(v_new) n JOIN jsonb_each(v_old) o USING (key)
      WHERE n.value IS DISTINCT FROM o.value;
    IF v_new IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  v_record := '';
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    v_record := v_record || CASE WHEN i > 1 THEN '/' ELSE '' END || coalesce(v_row ->> TG_ARGV[i], '');
  END LOOP;
  PERFORM qms_audit_append((v_row ->> TG_ARGV[0])::uuid, TG_TABLE_NAME, v_record, TG_OP,
                           qms_audit_mask(v_old), qms_audit_mask(v_new));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Auth events (sign-in, sign-out, failed sign-in, password reset) join the same chain; called by the identity
-- provider as system work. The user is the actor, the outcome and client IP are the entry's new values.
CREATE OR REPLACE FUNCTION qms_audit_auth_event(
  p_tenant uuid, p_user_id text, p_user_name text, p_event text, p_details jsonb)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  PERFORM set_config('app.user_id', coalesce(p_user_id, ''), true);
  PERFORM set_config('app.user_name', coalesce(p_user_name,
    (SELECT display_name FROM users WHERE tenant_id = p_tenant AND id::text = p_user_id), ''), true);
  RETURN qms_audit_append(p_tenant, 'auth', coalesce(p_user_id, ''), p_event, NULL, p_details);
END
$fn$;
--> statement-breakpoint
-- Attaches the audit trigger to a tenant table; its key columns come from the primary key.
CREATE OR REPLACE FUNCTION qms_enable_audit(tbl regclass, tenant_column text DEFAULT 'tenant_id')
RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  v_args text;
BEGIN
  SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY k.ord) INTO v_args
    FROM pg_index x
    CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
    WHERE x.indrelid = tbl AND x.indisprimary AND a.attname <> tenant_column;
  IF v_args IS NULL THEN
    v_args := quote_literal(tenant_column);
  END IF;
  EXECUTE format('DROP TRIGGER IF EXISTS audit_trail ON %s', tbl);
  EXECUTE format('CREATE TRIGGER audit_trail AFTER INSERT OR UPDATE OR DELETE ON %s '
                 'FOR EACH ROW EXECUTE FUNCTION qms_audit_row(%L, %s)', tbl, tenant_column, v_args);
END
$fn$;
--> statement-breakpoint
-- "Covered by construction": the function every migration calls for a new tenant table now also audits it.
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
  PERFORM qms_enable_audit(tbl, tenant_column);
END
$fn$;
--> statement-breakpoint
-- The trail itself: readable by the request role for its own tenant only; no write grant, and the only policy is
-- for SELECT, so even a granted write would be refused by RLS.
ALTER TABLE "audit_trail" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_trail" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON "audit_trail" FOR SELECT
  USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON "audit_chain_heads" FOR SELECT
  USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT ON "audit_trail", "audit_chain_heads" TO qms_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "audit_trail", "audit_chain_heads" FROM qms_app;
--> statement-breakpoint
-- the append functions are the trail's only writers; the request role reaches them through the triggers only
REVOKE EXECUTE ON FUNCTION qms_audit_append(uuid, text, text, text, jsonb, jsonb) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION qms_audit_auth_event(uuid, text, text, text, jsonb) FROM PUBLIC;
--> statement-breakpoint
-- Every existing tenant table (identity_* tables stay out: sessions and reset tokens are credentials, and the
-- sign-in events are recorded as auth events instead; see docs/decisions.md).
SELECT qms_enable_audit('tenants', 'id');
--> statement-breakpoint
SELECT qms_enable_audit('users');
--> statement-breakpoint
SELECT qms_enable_audit('qms_config');
--> statement-breakpoint
SELECT qms_enable_audit('roles');
--> statement-breakpoint
SELECT qms_enable_audit('templates');
--> statement-breakpoint
SELECT qms_enable_audit('sop_artifacts');
--> statement-breakpoint
SELECT qms_enable_audit('sop_versions');
--> statement-breakpoint
SELECT qms_enable_audit('sop_blocks');
--> statement-breakpoint
SELECT qms_enable_audit('impact_analyses');
--> statement-breakpoint
SELECT qms_enable_audit('impacts');
