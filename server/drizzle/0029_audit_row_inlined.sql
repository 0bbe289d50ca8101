-- The audit trigger's work per row cut further (issue 30.6, ADR 0187; amends 0028). A PUT's entry took three
-- statements inside the trigger (the changed columns, then qms_audit_append's two inserts) and a second SECURITY
-- DEFINER call with its own search_path; each statement paid the executor's start and end, which the profile
-- showed as the larger part of the trail's cost. Now an UPDATE's entry is one statement (changed columns, entry,
-- queue row), an INSERT's or DELETE's too unless its row has a secret column (found by an expression, not a
-- query). Same entries as 0028: same columns, same masking, no entry for an UPDATE that changed nothing.
-- qms_audit_append stays for the entries written without a row change (sign-in, 0009).
CREATE OR REPLACE FUNCTION qms_audit_row()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  v_old jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END;
  v_values jsonb;
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
    -- the changed columns, masked, and the entry with its queue row: one statement (no entry when nothing changed)
    WITH diff AS (
      SELECT jsonb_object_agg(n.key, qms_audit_masked(n.key, v_old -> n.key)) AS old_values,
             jsonb_object_agg(n.key, qms_audit_masked(n.key, n.value)) AS new_values
        FROM jsonb_each(v_row) n
       WHERE n.value IS DISTINCT FROM v_old -> n.key),
    entry AS (
      INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                               actor_id, actor_name, request_id, reason)
      SELECT v_tenant, nextval('audit_trail_seq'), clock_timestamp(), TG_TABLE_NAME, v_record, TG_OP,
             diff.old_values, diff.new_values,
             coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
             coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
             nullif(current_setting('app.request_id', true), ''),
             nullif(current_setting('app.reason', true), '')
        FROM diff
       WHERE diff.new_values IS NOT NULL
      RETURNING tenant_id, seq)
    INSERT INTO audit_pending (tenant_id, seq) SELECT tenant_id, seq FROM entry;
    RETURN NULL;
  END IF;
  -- an INSERT's or DELETE's row, rebuilt only when it has a secret column (an expression, not a query)
  v_values := v_row;
  IF jsonb_path_exists(v_row, '$.keyvalue() ? (@.key like_regex "password|secret|token|jti")') THEN
    SELECT jsonb_object_agg(key, qms_audit_masked(key, value)) INTO v_values FROM jsonb_each(v_row);
  END IF;
  WITH entry AS (
    INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                             actor_id, actor_name, request_id, reason)
    VALUES (v_tenant, nextval('audit_trail_seq'), clock_timestamp(), TG_TABLE_NAME, v_record, TG_OP,
            CASE WHEN TG_OP = 'DELETE' THEN v_values END, CASE WHEN TG_OP = 'INSERT' THEN v_values END,
            coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
            coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
            nullif(current_setting('app.request_id', true), ''),
            nullif(current_setting('app.reason', true), ''))
    RETURNING tenant_id, seq)
  INSERT INTO audit_pending (tenant_id, seq) SELECT tenant_id, seq FROM entry;
  RETURN NULL;
END
$fn$;
