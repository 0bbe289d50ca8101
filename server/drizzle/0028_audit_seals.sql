-- The audit trail's entries written once, never updated (issue 30.6, ADR 0182; amends 0026/0027). The sealer's
-- UPDATE of each entry wrote a second full row version (two jsonb images) and, as chain_pos is indexed, a new entry
-- in every index of audit_trail. Now a seal is a row of its own in an insert-only table, and the trigger queues the
-- entry's name in audit_pending, which the sealer empties. Same chain, same hashes (qms_audit_entry_hash), same
-- lock and head: a chain sealed before this migration verifies after it.
CREATE TABLE "audit_seals" (
  "tenant_id" uuid NOT NULL,
  "chain_pos" bigint NOT NULL,
  "seq" bigint NOT NULL,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL,
  CONSTRAINT "audit_seals_pkey" PRIMARY KEY ("tenant_id", "chain_pos")
);
--> statement-breakpoint
-- an entry is sealed once; the list and the CSV find an entry's seal by its seq
CREATE UNIQUE INDEX "audit_seals_seq_idx" ON "audit_seals" ("tenant_id", "seq");
--> statement-breakpoint
-- the sealer's work list: committed entries not yet sealed (empty most of the time)
CREATE TABLE "audit_pending" (
  "tenant_id" uuid NOT NULL,
  "seq" bigint NOT NULL,
  CONSTRAINT "audit_pending_pkey" PRIMARY KEY ("tenant_id", "seq")
);
--> statement-breakpoint
INSERT INTO "audit_seals" ("tenant_id", "chain_pos", "seq", "prev_hash", "hash")
  SELECT "tenant_id", "chain_pos", "seq", "prev_hash", "hash" FROM "audit_trail" WHERE "chain_pos" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "audit_pending" ("tenant_id", "seq")
  SELECT "tenant_id", "seq" FROM "audit_trail" WHERE "chain_pos" IS NULL;
--> statement-breakpoint
DROP INDEX "audit_trail_chain_idx";
--> statement-breakpoint
DROP INDEX "audit_trail_unsealed_idx";
--> statement-breakpoint
ALTER TABLE "audit_trail" DROP CONSTRAINT "audit_trail_sealed_check";
--> statement-breakpoint
ALTER TABLE "audit_trail" DROP COLUMN "chain_pos";
--> statement-breakpoint
ALTER TABLE "audit_trail" DROP COLUMN "prev_hash";
--> statement-breakpoint
ALTER TABLE "audit_trail" DROP COLUMN "hash";
--> statement-breakpoint
-- Readable like the trail itself: the request role sees its own tenant's seals and queue (verify, list), and
-- writes neither; the functions below (SECURITY DEFINER, owned by the migration role) are the only writers.
ALTER TABLE "audit_seals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_seals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON "audit_seals" FOR SELECT
  USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "audit_pending" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_pending" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON "audit_pending" FOR SELECT
  USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT ON "audit_seals", "audit_pending" TO qms_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "audit_seals", "audit_pending" FROM qms_app;
--> statement-breakpoint
-- Appends one entry and queues it for the sealer; no lock (0026).
CREATE OR REPLACE FUNCTION qms_audit_append(
  p_tenant uuid, p_table text, p_record text, p_action text, p_old jsonb, p_new jsonb)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_seq bigint := nextval('audit_trail_seq');
BEGIN
  IF p_tenant IS NULL THEN
    RAISE EXCEPTION 'audit trail: % on % has no tenant', p_action, p_table;
  END IF;
  INSERT INTO audit_trail (tenant_id, seq, occurred_at, table_name, record_id, action, old_values, new_values,
                           actor_id, actor_name, request_id, reason)
  VALUES (p_tenant, v_seq, clock_timestamp(), p_table, p_record, p_action, p_old, p_new,
          coalesce(nullif(current_setting('app.user_id', true), ''), 'system'),
          coalesce(nullif(current_setting('app.user_name', true), ''), 'System'),
          nullif(current_setting('app.request_id', true), ''),
          nullif(current_setting('app.reason', true), ''));
  INSERT INTO audit_pending (tenant_id, seq) VALUES (p_tenant, v_seq);
  RETURN v_seq;
END
$fn$;
--> statement-breakpoint
-- CREATE OR REPLACE keeps the function's grants; said again so the rule (0007) reads here too
REVOKE EXECUTE ON FUNCTION qms_audit_append(uuid, text, text, text, jsonb, jsonb) FROM PUBLIC;
--> statement-breakpoint
-- Seals up to p_limit of a tenant's queued, committed entries in seq order (0027's chain computation): one INSERT
-- of the seals, one DELETE of their queue rows, the head moved; all in the caller's statement, under the lock.
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
  -- statements after the lock take a fresh snapshot (READ COMMITTED): the head and seals another sealer committed
  SELECT last_seq, last_hash INTO v_pos, v_prev FROM audit_chain_heads WHERE tenant_id = p_tenant;
  IF NOT FOUND THEN
    v_pos := 0;
    v_prev := '';
  END IF;
  FOR e IN SELECT a.* FROM audit_pending p JOIN audit_trail a ON a.tenant_id = p.tenant_id AND a.seq = p.seq
    WHERE p.tenant_id = p_tenant ORDER BY p.seq LIMIT p_limit
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
    INSERT INTO audit_seals (tenant_id, chain_pos, seq, prev_hash, hash)
      SELECT p_tenant, u.pos, u.seq, u.prev, u.hash
      FROM unnest(v_seqs, v_positions, v_prevs, v_hashes) AS u(seq, pos, prev, hash);
    DELETE FROM audit_pending WHERE tenant_id = p_tenant AND seq = ANY (v_seqs);
    INSERT INTO audit_chain_heads AS h (tenant_id, last_seq, last_hash) VALUES (p_tenant, v_pos, v_prev)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = excluded.last_seq, last_hash = excluded.last_hash;
  END IF;
  lag_seconds := coalesce(extract(epoch FROM clock_timestamp() - v_oldest)::double precision, 0);
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION qms_audit_seal(uuid, integer) FROM PUBLIC;
--> statement-breakpoint
-- A secret's value as the trail shows it: '***' for a changed secret column (0007's rule: "password changed" stays
-- visible, the value never enters the trail). One expression, inlined into the queries below.
CREATE OR REPLACE FUNCTION qms_audit_masked(key text, value jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN key ~ '(password|secret|token|jti)' AND value <> 'null'::jsonb THEN '"***"'::jsonb ELSE value END
$fn$;
--> statement-breakpoint
-- 0007's trigger function, same entries, at about half the CPU per row (ADR 0182): qms_audit_mask was a SQL
-- function with a query, planned anew at each of its two calls per row; now an UPDATE's changed columns are found
-- and masked in one query (plpgsql keeps its plan), and an INSERT's or DELETE's row is rebuilt only when it has a
-- secret column.
CREATE OR REPLACE FUNCTION qms_audit_row()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_record text;
  i int;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_row := to_jsonb(NEW);
    v_old := to_jsonb(OLD);
    SELECT jsonb_object_agg(n.key, qms_audit_masked(n.key, v_old -> n.key)),
           jsonb_object_agg(n.key, qms_audit_masked(n.key, n.value))
      INTO v_old, v_new
      FROM jsonb_each(v_row) n
      WHERE n.value IS DISTINCT FROM v_old -> n.key;
    IF v_new IS NULL THEN
      RETURN NULL;
    END IF;
  ELSE
    v_row := CASE WHEN TG_OP = 'INSERT' THEN to_jsonb(NEW) ELSE to_jsonb(OLD) END;
    v_new := v_row;
    IF EXISTS (SELECT FROM jsonb_object_keys(v_row) k WHERE k ~ '(password|secret|token|jti)') THEN
      SELECT jsonb_object_agg(key, qms_audit_masked(key, value)) INTO v_new FROM jsonb_each(v_row);
    END IF;
    IF TG_OP = 'DELETE' THEN
      v_old := v_new;
      v_new := NULL;
    END IF;
  END IF;
  v_record := '';
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    v_record := v_record || CASE WHEN i > 1 THEN '/' ELSE '' END || coalesce(v_row ->> TG_ARGV[i], '');
  END LOOP;
  PERFORM qms_audit_append((v_row ->> TG_ARGV[0])::uuid, TG_TABLE_NAME, v_record, TG_OP, v_old, v_new);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP FUNCTION qms_audit_mask(jsonb);
