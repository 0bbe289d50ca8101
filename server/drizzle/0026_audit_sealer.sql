-- The audit trail off the per-tenant lock (issue 30.6, ADR 0163; replaces the chaining part of 0007). A write no
-- longer takes the tenant's chain lock until commit: the trigger only inserts the entry, numbered by a sequence and
-- unsealed (no chain position, no hash). Right after commit the sealer (server/src/audit/sealer.ts) chains the
-- tenant's committed, unsealed entries: each gets the next chain position, its predecessor's hash and its own.
-- So one tenant's commits share WAL flushes again, and the chain order is the order the sealer saw the commits.
-- seq stays the entry's name (rising, no longer gap-free per tenant); chain_pos is its place in the chain.
CREATE SEQUENCE "audit_trail_seq";
--> statement-breakpoint
-- past every seq in use: the old per-tenant numbers stay, the new ones follow the highest
SELECT setval('audit_trail_seq', coalesce((SELECT max(seq) FROM audit_trail), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "audit_trail" ADD COLUMN "chain_pos" bigint;
--> statement-breakpoint
ALTER TABLE "audit_trail" ALTER COLUMN "prev_hash" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_trail" ALTER COLUMN "hash" DROP NOT NULL;
--> statement-breakpoint
-- every entry written so far was chained at write time, in commit order: its seq is its chain position
UPDATE "audit_trail" SET "chain_pos" = "seq";
--> statement-breakpoint
-- sealed (position, predecessor's hash and hash) or not at all
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_sealed_check" CHECK (
  ("chain_pos" IS NULL AND "prev_hash" IS NULL AND "hash" IS NULL)
  OR ("chain_pos" IS NOT NULL AND "prev_hash" IS NOT NULL AND "hash" IS NOT NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_trail_chain_idx" ON "audit_trail" ("tenant_id", "chain_pos") WHERE "chain_pos" IS NOT NULL;
--> statement-breakpoint
-- the sealer's work list; empty most of the time, so its sweep costs an index probe
CREATE INDEX "audit_trail_unsealed_idx" ON "audit_trail" ("tenant_id", "seq") WHERE "chain_pos" IS NULL;
--> statement-breakpoint
-- audit_chain_heads.last_seq now holds the last chain position; the sealer moves the head, not a commit trigger
DROP TRIGGER "audit_chain_head" ON "audit_trail";
--> statement-breakpoint
DROP FUNCTION qms_audit_head();
--> statement-breakpoint
-- The text an entry's hash covers: that of qms_audit_hash (0007) with the chain position in seq's place, and the
-- entry's seq after it when the two differ. Entries chained before this migration (seq = position) keep their hash.
CREATE OR REPLACE FUNCTION qms_audit_entry_hash(
  prev_hash text, tenant_id uuid, chain_pos bigint, seq bigint, occurred_at timestamptz, table_name text,
  record_id text, action text, old_values jsonb, new_values jsonb, actor_id text, actor_name text,
  request_id text, reason text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    prev_hash, tenant_id::text,
    CASE WHEN seq = chain_pos THEN chain_pos::text ELSE chain_pos::text || '/' || seq::text END,
    (extract(epoch FROM occurred_at) * 1000000)::bigint::text,
    table_name, record_id, action, coalesce(old_values::text, ''), coalesce(new_values::text, ''),
    actor_id, actor_name, coalesce(request_id, ''), coalesce(reason, '')), 'UTF8')), 'hex')
$fn$;
--> statement-breakpoint
-- Appends one unsealed entry; no lock, so concurrent writers of one tenant do not wait for each other's commit.
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
  RETURN v_seq;
END
$fn$;
--> statement-breakpoint
-- Seals up to p_limit of a tenant's committed, unsealed entries in seq order and moves the chain head. One sealer
-- per tenant at a time (the advisory lock, held to commit; another server's sealer waits, then sees the new head).
-- Returns how many it sealed and how long the oldest of them waited (the sealing lag, in seconds).
CREATE OR REPLACE FUNCTION qms_audit_seal(p_tenant uuid, p_limit integer)
RETURNS TABLE (sealed integer, lag_seconds double precision)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_pos bigint;
  v_prev text;
  v_before text;
  v_oldest timestamptz;
  e record;
BEGIN
  sealed := 0;
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
    v_before := v_prev;
    v_prev := qms_audit_entry_hash(v_before, p_tenant, v_pos, e.seq, e.occurred_at, e.table_name, e.record_id,
      e.action, e.old_values, e.new_values, e.actor_id, e.actor_name, e.request_id, e.reason);
    UPDATE audit_trail SET chain_pos = v_pos, prev_hash = v_before, hash = v_prev
      WHERE tenant_id = p_tenant AND seq = e.seq;
    sealed := sealed + 1;
  END LOOP;
  IF sealed > 0 THEN
    INSERT INTO audit_chain_heads AS h (tenant_id, last_seq, last_hash) VALUES (p_tenant, v_pos, v_prev)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = excluded.last_seq, last_hash = excluded.last_hash;
  END IF;
  lag_seconds := coalesce(extract(epoch FROM clock_timestamp() - v_oldest)::double precision, 0);
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
-- the server's owner connection seals; the request role cannot (it could not write a wrong hash, but has no need)
REVOKE EXECUTE ON FUNCTION qms_audit_seal(uuid, integer) FROM PUBLIC;
