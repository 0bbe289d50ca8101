-- The sealer's per-entry cost (issue 30.6, ADR 0177): qms_audit_seal (0026) ran one UPDATE statement per entry;
-- now it computes the chain in the loop and writes all positions and hashes with one UPDATE. Same chain, same
-- hashes, same lock and head; entries already sealed are untouched (only the function changes).
CREATE OR REPLACE FUNCTION qms_audit_seal(p_tenant uuid, p_limit integer)
RETURNS TABLE (sealed integer, lag_seconds double precision)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_pos bigint;
  v_prev text;
  v_oldest timestamptz;
  v_seqs bigint[] := '{}';
  v_positions bigint[] := '{}';
  v_prevs text[] := '{}';
  v_hashes text[] := '{}';
  e record;
BEGIN
  PERFORM pg_advisory_xact_lock(7162413, hashtext(p_tenant::text));
  -- statements after the lock take a fresh snapshot (READ COMMITTED): the head and entries another sealer committed
  SELECT last_seq, last_hash INTO v_pos, v_prev FROM audit_chain_heads WHERE tenant_id = p_tenant;
  IF NOT FOUND THEN
    v_pos := 0;
    v_prev := '';
  END IF;
  FOR e IN SELECT * FROM audit_trail WHERE tenant_id = p_tenant AND chain_pos IS NULL ORDER BY seq LIMIT p_limit
  LOOP
    v_pos := v_pos + 1;
    v_oldest := coalesce(v_oldest, e.occurred_at);
    v_seqs := v_seqs || e.seq;
    v_positions := v_positions || v_pos;
    v_prevs := v_prevs || v_prev;
    v_prev := qms_audit_entry_hash(v_prev, p_tenant, v_pos, e.seq, e.occurred_at, e.table_name, e.record_id,
      e.action, e.old_values, e.new_values, e.actor_id, e.actor_name, e.request_id, e.reason);
    v_hashes := v_hashes || v_prev;
  END LOOP;
  sealed := cardinality(v_seqs);
  IF sealed > 0 THEN
    UPDATE audit_trail a SET chain_pos = u.pos, prev_hash = u.prev, hash = u.hash
      FROM unnest(v_seqs, v_positions, v_prevs, v_hashes) AS u(seq, pos, prev, hash)
      WHERE a.tenant_id = p_tenant AND a.seq = u.seq;
    INSERT INTO audit_chain_heads AS h (tenant_id, last_seq, last_hash) VALUES (p_tenant, v_pos, v_prev)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = excluded.last_seq, last_hash = excluded.last_hash;
  END IF;
  lag_seconds := coalesce(extract(epoch FROM clock_timestamp() - v_oldest)::double precision, 0);
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
-- CREATE OR REPLACE keeps the function's grants; said again so the rule (0026) reads here too
REVOKE EXECUTE ON FUNCTION qms_audit_seal(uuid, integer) FROM PUBLIC;
