-- The sealer scans from where it last looked, not from the low-water mark (issue 30.6, ADR 0191; amends 0030).
-- One write transaction left open anywhere in the cluster holds every tenant's mark back, and each pass scanned
-- every entry above the mark, sealed or not: with one such transaction open while 50,000 entries were written, a
-- pass that found nothing to seal took 170-260 ms, and it grows with every entry. Now a pass scans from the last
-- pass's position, and lower only for a transaction the last pass saw running that has ended since (its entries
-- may lie anywhere above the position it was first seen at). The mark keeps its meaning for verify: every entry
-- at or below it is sealed, or never will exist. Same chain, same hashes.
--
-- scanned_through: every entry at or below it that was committed when a pass looked was examined (sealed);
-- waiting_xids / waiting_from: the transactions running when a pass looked, each with the number its entries lie
-- above. Until a pass runs, a tenant's scan starts at its mark and no transaction is waited for: the mark already
-- lies below every entry a running transaction holds (0030).
ALTER TABLE "audit_chain_heads" ADD COLUMN "scanned_through" bigint;
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "waiting_xids" xid8[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "waiting_from" bigint[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- The function is replaced before the columns 0030's version wrote are dropped (end of file).
CREATE OR REPLACE FUNCTION qms_audit_seal(p_tenant uuid, p_limit integer)
RETURNS TABLE (sealed integer, lag_seconds double precision)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_pos bigint;
  v_prev text;
  v_mark bigint;
  v_scanned bigint;
  v_xids xid8[];
  v_froms bigint[];
  v_stored record;
  v_ended xid8[];
  v_from bigint;
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
  SELECT last_seq, last_hash, sealed_through, coalesce(scanned_through, sealed_through), waiting_xids, waiting_from
    INTO v_pos, v_prev, v_mark, v_scanned, v_xids, v_froms
    FROM audit_chain_heads WHERE tenant_id = p_tenant;
  IF NOT FOUND THEN
    v_pos := 0;
    v_prev := '';
    v_mark := 0;
    v_scanned := 0;
    v_xids := '{}';
    v_froms := '{}';
  END IF;
  SELECT v_mark AS mark, v_scanned AS scanned, v_xids AS xids, v_froms AS froms INTO v_stored;
  -- 1. The entry number last handed out, then a snapshot, then this transaction's own id (0030): a transaction
  -- holding a number at or below the candidate is running in the snapshot, or numbered between its xmax and ours.
  v_candidate := coalesce(pg_sequence_last_value('audit_trail_seq'), 0);
  v_snapshot := pg_current_snapshot();
  v_own := pg_current_xact_id();
  -- 2. The waited-for transactions that have ended, as this statement's snapshot sees them (the scan below, in a
  -- later snapshot, sees their commits); an id at or above our own was never assigned in this cluster (a restored
  -- backup's), so it counts as ended. The scan starts at the last position, or lower where one of them may have
  -- committed entries.
  SELECT coalesce(array_agg(w.x), '{}'), least(v_scanned, min(w.f)) INTO v_ended, v_from
    FROM unnest(v_xids, v_froms) w(x, f)
   WHERE w.x >= v_own OR pg_visible_in_snapshot(w.x, pg_current_snapshot());
  -- 3. Every committed entry above that without a seal, in seq order. Each looks up its own seal (LATERAL, 0030).
  FOR e IN SELECT a.* FROM audit_trail a
     LEFT JOIN LATERAL (SELECT true AS found FROM audit_seals s WHERE s.tenant_id = p_tenant AND s.seq = a.seq
                        LIMIT 1) seal ON true
     WHERE a.tenant_id = p_tenant AND a.seq > v_from AND seal.found IS NULL
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
  -- 4. The transactions running in 1's snapshot that had not ended in 2 are waited for: one waited for before keeps
  -- its number, a new one started after the last pass looked, so its entries lie above that pass's position. The
  -- position moves to the candidate, or, for a pass cut short by p_limit, no further than the last entry sealed
  -- (an entry above the candidate may belong to a transaction started after 1's snapshot, waited for by nobody).
  SELECT coalesce(array_agg(r.x ORDER BY r.x), '{}'), coalesce(array_agg(coalesce(w.f, v_scanned) ORDER BY r.x), '{}')
    INTO v_xids, v_froms
    FROM (SELECT pg_snapshot_xip(v_snapshot) AS x
          UNION
          SELECT g::text::xid8 FROM generate_series(pg_snapshot_xmax(v_snapshot)::text::bigint,
                                                    v_own::text::bigint - 1) g
          UNION
          -- those waited for already are running in 1's snapshot too; kept even if not, never dropped unended
          SELECT unnest(v_xids)) r
    LEFT JOIN unnest(v_xids, v_froms) w(x, f) ON w.x = r.x
   WHERE r.x <> ALL (v_ended);
  v_scanned := greatest(v_from, CASE WHEN sealed < p_limit THEN v_candidate
                                     ELSE least(v_candidate, v_seqs[sealed]) END);
  -- the mark: below every waited-for transaction's entries, and at most the position
  v_mark := greatest(v_mark, least(v_scanned, (SELECT min(f) FROM unnest(v_froms) f)));
  IF sealed = 0 AND (v_mark, v_scanned, v_xids, v_froms) = (v_stored.mark, v_stored.scanned, v_stored.xids,
                                                             v_stored.froms) THEN
    -- nothing sealed, nothing learnt: the head row is not written again
    lag_seconds := 0;
    RETURN NEXT;
    RETURN;
  END IF;
  IF sealed > 0 THEN
    INSERT INTO audit_seals (tenant_id, chain_pos, seq, prev_hash, hash)
      SELECT p_tenant, u.pos, u.seq, u.prev, u.hash
      FROM unnest(v_seqs, v_positions, v_prevs, v_hashes) AS u(seq, pos, prev, hash);
  END IF;
  INSERT INTO audit_chain_heads AS h (tenant_id, last_seq, last_hash, sealed_through, scanned_through, waiting_xids,
                                      waiting_from)
    VALUES (p_tenant, v_pos, v_prev, v_mark, v_scanned, v_xids, v_froms)
    ON CONFLICT (tenant_id) DO UPDATE SET last_seq = excluded.last_seq, last_hash = excluded.last_hash,
      sealed_through = excluded.sealed_through, scanned_through = excluded.scanned_through,
      waiting_xids = excluded.waiting_xids, waiting_from = excluded.waiting_from;
  lag_seconds := coalesce(extract(epoch FROM clock_timestamp() - v_oldest)::double precision, 0);
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
-- CREATE OR REPLACE keeps the function's grants; said again so the rule (0007) reads here too
REVOKE EXECUTE ON FUNCTION qms_audit_seal(uuid, integer) FROM PUBLIC;
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" DROP COLUMN "next_through";
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" DROP COLUMN "next_waits_for";
