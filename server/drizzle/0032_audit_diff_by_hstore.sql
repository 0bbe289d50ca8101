-- An UPDATE's changed columns found by hstore, not by a query (issue 30.6, ADR 0192; amends 0030's qms_audit_row).
-- The diff was a statement of its own inside the trigger (jsonb_each of the new row, each value compared with the
-- old one, two aggregates): the executor's start and end for a function scan and an aggregate on every write,
-- about a third of the trigger's cost. hstore's `-` compares two row images in C, as one expression plpgsql
-- evaluates without the executor; the entry keeps the columns of the row images as before (to_jsonb, their types
-- kept), minus the unchanged ones. Values are compared by their text, which tells apart at least what jsonb's
-- comparison did (numeric 1.0 and 1.00 now count as a change: the stored value did change). An UPDATE that changes
-- a secret column takes the masked diff of 0030 (rare: a password, a token); INSERT and DELETE are unchanged.
-- hstore is a trusted extension of PostgreSQL's contrib (the database owner may create it; on PGlite it is
-- loaded with the database, src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS hstore WITH SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qms_audit_row()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  v_values jsonb;
  v_old jsonb;
  v_old_values jsonb;
  v_new hstore;
  v_changed hstore;
  v_same text[];
  v_tenant uuid := (v_row ->> TG_ARGV[0])::uuid;
  v_record text := '';
  i int;
BEGIN
  IF v_tenant IS NULL THEN
    RAISE EXCEPTION 'audit trail: % on % has no tenant', TG_OP, TG_TABLE_NAME;
  END IF;
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    v_record := v_record || CASE WHEN i > 1 THEN '/' ELSE '' END || coalesce(v_row ->> TG_ARGV[i], '');
  END LOOP;
  IF TG_OP = 'UPDATE' THEN
    v_new := hstore(NEW);
    -- the new row's pairs that differ from the old row's: none, no entry
    v_changed := v_new - hstore(OLD);
    IF v_changed = ''::hstore THEN
      RETURN NULL;
    END IF;
    IF array_to_string(akeys(v_changed), ' ') ~ '(password|secret|token|jti)' THEN
      -- a secret column changed: 0030's diff, masked
      v_old := to_jsonb(OLD);
      SELECT jsonb_object_agg(n.key, qms_audit_masked(n.key, v_old -> n.key)),
             jsonb_object_agg(n.key, qms_audit_masked(n.key, n.value))
        INTO v_old_values, v_values
        FROM jsonb_each(v_row) n
       WHERE n.value IS DISTINCT FROM v_old -> n.key;
    ELSE
      v_same := akeys(v_new - v_changed);
      v_old_values := to_jsonb(OLD) - v_same;
      v_values := v_row - v_same;
    END IF;
    INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                             actor_id, actor_name, request_id, reason)
    VALUES (v_tenant, nextval('audit_trail_seq'), clock_timestamp(), TG_TABLE_NAME, v_record, TG_OP,
            v_old_values, v_values,
            coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
            coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
            nullif(current_setting('app.request_id', true), ''),
            nullif(current_setting('app.reason', true), ''));
    RETURN NULL;
  END IF;
  -- an INSERT's or DELETE's row, rebuilt only when it has a secret column (an expression, not a query)
  v_values := v_row;
  IF jsonb_path_exists(v_row, '$.keyvalue() ? (@.key like_regex "password|secret|token|jti")') THEN
    SELECT jsonb_object_agg(key, qms_audit_masked(key, value)) INTO v_values FROM jsonb_each(v_row);
  END IF;
  INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                           actor_id, actor_name, request_id, reason)
  VALUES (v_tenant, nextval('audit_trail_seq'), clock_timestamp(), TG_TABLE_NAME, v_record, TG_OP,
          CASE WHEN TG_OP = 'DELETE' THEN v_values END, CASE WHEN TG_OP = 'INSERT' THEN v_values END,
          coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
          coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
          nullif(current_setting('app.request_id', true), ''),
          nullif(current_setting('app.reason', true), ''));
  RETURN NULL;
END
$fn$;
