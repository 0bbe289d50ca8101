-- The audit trail without a queue (issue 30.6, ADR 0189; amends 0028 and 0029). Every write queued its entry in
-- audit_pending, which the sealer emptied and vacuumed: a second row, index entry and delete per entry. Now the
-- sealer finds unsealed entries above a per-tenant low-water mark (audit_chain_heads.sealed_through: every entry
-- of the tenant numbered at or below it is sealed, or never will exist), and moves the mark only past entries that
-- no transaction can still commit. Same chain, same hashes, same verify: an entry unsealed below the mark was not
-- written by the trigger (inserted), one above it waits for the sealer.
--
-- Writers wait while this runs, so no entry is in flight when the queue goes (a server of the previous version
-- still running would otherwise commit a queue row into a dropped table, or an entry below the first mark).
LOCK TABLE "audit_trail", "audit_pending", "audit_chain_heads" IN EXCLUSIVE MODE;
--> statement-breakpoint
-- The queued entries sealed by 0028's function before it is replaced: afterwards everything written so far is
-- sealed, and whatever is not (inserted past the trigger) lies below every tenant's first mark.
SELECT qms_audit_seal(p.tenant_id, 2147483647) FROM (SELECT DISTINCT tenant_id FROM "audit_pending") p;
--> statement-breakpoint
-- sealed_through: the low-water mark. next_through / next_waits_for: the mark's next value (the entry number last
-- handed out when it was read) and the transactions in progress then; once none of them is, every entry numbered
-- at or below next_through is committed or gone, and the pass that sees so moves the mark there.
ALTER TABLE "audit_chain_heads" ADD COLUMN "sealed_through" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "next_through" bigint;
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "next_waits_for" xid8[];
--> statement-breakpoint
UPDATE "audit_chain_heads" SET "sealed_through" = coalesce(pg_sequence_last_value('audit_trail_seq'), 0);
--> statement-breakpoint
DROP TABLE "audit_pending";
--> statement-breakpoint
-- An entry's number is taken after its transaction has an id (pg_current_xact_id assigns one), so a transaction
-- holding a number at or below next_through is among next_waits_for. The trigger's entries follow the row change
-- that assigned the id.
CREATE OR REPLACE FUNCTION qms_audit_append(
  p_tenant uuid, p_table text, p_record text, p_action text, p_old jsonb, p_new jsonb)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_seq bigint;
BEGIN
  IF p_tenant IS NULL THEN
    RAISE EXCEPTION 'audit trail: % on % has no tenant', p_action, p_table;
  END IF;
  PERFORM pg_current_xact_id();
  v_seq := nextval('audit_trail_seq');
  INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                           actor_id, actor_name, request_id, reason)
  VALUES (p_tenant, v_seq, clock_timestamp(), p_table, p_record, p_action, p_old, p_new,
          coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
          coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
          nullif(current_setting('app.request_id', true), ''),
          nullif(current_setting('app.reason', true), ''));
  RETURN v_seq;
END
$fn$;
--> statement-breakpoint
-- CREATE OR REPLACE keeps the function's grants; said again so the rule (0007) reads here too
REVOKE EXECUTE ON FUNCTION qms_audit_append(uuid, text, text, text, jsonb, jsonb) FROM PUBLIC;
--> statement-breakpoint
-- 0029's trigger function without the queue row: an UPDATE's entry is one statement, an INSERT's or DELETE's too
-- unless its row has a secret column.
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
    -- the changed columns, masked, and the entry: one statement (no entry when nothing changed)
    WITH diff AS (
      SELECT jsonb_object_agg(n.key, qms_audit_masked(n.key, v_old -> n.key)) AS old_values,
             jsonb_object_agg(n.key, qms_audit_masked(n.key, n.value)) AS new_values
        FROM jsonb_each(v_row) n
       WHERE n.value IS DISTINCT FROM v_old -> n.key)
    INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                             actor_id, actor_name, request_id, reason)
    SELECT v_tenant, nextval('audit_trail_seq'), clock_timestamp(), TG_TABLE_NAME, v_record, TG_OP,
           diff.old_values, diff.new_values,
           coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
           coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
           nullif(current_setting('app.request_id', true), ''),
           nullif(current_setting('app.reason', true), '')
      FROM diff
     WHERE diff.new_values IS NOT NULL;
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
--> statement-breakpoint
-- Seals up to p_limit of a tenant's committed, unsealed entries above its mark in seq order (0027's chain
-- computation), then moves the mark when it may. All in the caller's statement, under the tenant's lock. Each
-- statement of a VOLATILE function takes a fresh snapshot (READ COMMITTED), and the order below relies on it.
CREATE OR REPLACE FUNCTION qms_audit_seal(p_tenant uuid, p_limit integer)
RETURNS TABLE (sealed integer, lag_seconds double precision)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_pos bigint;
  v_prev text;
  v_mark bigint;
  v_next bigint;
  v_waits xid8[];
  v_done boolean := false;
  v_candidate bigint;
  v_snapshot pg_snapshot;
  v_own xid8;
  v_oldest timestamptz;
  v_seqs bigint[] := '{}';
  v_positions bigint[] := '{}';
  v_prevs text[] := '{}';
  v_hashes text[] := '{}';
  e record;
BEGIN
  PERFORM pg_advisory_xact_lock(7162413, hashtext(p_tenant::text));
  SELECT last_seq, last_hash, sealed_through, next_through, next_waits_for
    INTO v_pos, v_prev, v_mark, v_next, v_waits
    FROM audit_chain_heads WHERE tenant_id = p_tenant;
  IF NOT FOUND THEN
    v_pos := 0;
    v_prev := '';
    v_mark := 0;
  END IF;
  -- 1. A candidate for the next mark: the entry number last handed out, then a snapshot, then this transaction's
  -- own id. A transaction holding a number at or below the candidate had its id before taking the number, so its
  -- id is in the snapshot's list of those running, or at or above the snapshot's xmax and below ours (a snapshot
  -- does not list those); both are kept.
  v_candidate := coalesce(pg_sequence_last_value('audit_trail_seq'), 0);
  v_snapshot := pg_current_snapshot();
  v_own := pg_current_xact_id();
  -- 2. Has every transaction of the stored candidate ended, as this statement's snapshot sees them (a commit counts
  -- once snapshots see it, as the scan below does)? An id at or above our own was never assigned in this cluster
  -- (a restored backup's), so it counts as ended.
  IF v_next IS NOT NULL THEN
    v_done := NOT EXISTS (SELECT FROM unnest(v_waits) w(x)
                          WHERE w.x < v_own AND NOT pg_visible_in_snapshot(w.x, pg_current_snapshot()));
  END IF;
  -- 3. Every committed entry above the mark without a seal, in a snapshot taken after 2. Each entry above the mark
  -- looks up its own seal (LATERAL): an anti-join the planner may hash would read all of the tenant's seals, and
  -- PGlite's statistics are never refreshed to tell it otherwise.
  FOR e IN SELECT a.* FROM audit_trail a
     LEFT JOIN LATERAL (SELECT true AS found FROM audit_seals s WHERE s.tenant_id = p_tenant AND s.seq = a.seq
                        LIMIT 1) seal ON true
     WHERE a.tenant_id = p_tenant AND a.seq > v_mark AND seal.found IS NULL
     ORDER BY a.seq LIMIT p_limit
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
  -- 4. The mark moves to the stored candidate when 2 said so (a pass cut short by p_limit moves it no further than
  -- the last entry it sealed: all below that, in seq order, are sealed now), and 1 becomes the stored candidate.
  IF v_done THEN
    v_mark := greatest(v_mark, CASE WHEN sealed < p_limit THEN v_next ELSE least(v_next, v_seqs[sealed]) END);
    v_next := NULL;
  END IF;
  IF v_next IS NULL THEN
    v_next := v_candidate;
    v_waits := ARRAY(SELECT pg_snapshot_xip(v_snapshot)
                     UNION ALL
                     SELECT g::text::xid8 FROM generate_series(pg_snapshot_xmax(v_snapshot)::text::bigint,
                                                               v_own::text::bigint - 1) g);
  ELSIF sealed = 0 THEN
    lag_seconds := 0;
    RETURN NEXT;
    RETURN;
  END IF;
  IF sealed > 0 THEN
    INSERT INTO audit_seals (tenant_id, chain_pos, seq, prev_hash, hash)
      SELECT p_tenant, u.pos, u.seq, u.prev, u.hash
      FROM unnest(v_seqs, v_positions, v_prevs, v_hashes) AS u(seq, pos, prev, hash);
  END IF;
  INSERT INTO audit_chain_heads AS h (tenant_id, last_seq, last_hash, sealed_through, next_through, next_waits_for)
    VALUES (p_tenant, v_pos, v_prev, v_mark, v_next, v_waits)
    ON CONFLICT (tenant_id) DO UPDATE SET last_seq = excluded.last_seq, last_hash = excluded.last_hash,
      sealed_through = excluded.sealed_through, next_through = excluded.next_through,
      next_waits_for = excluded.next_waits_for;
  lag_seconds := coalesce(extract(epoch FROM clock_timestamp() - v_oldest)::double precision, 0);
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION qms_audit_seal(uuid, integer) FROM PUBLIC;
