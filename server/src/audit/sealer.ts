// The audit trail's sealer (issue 30.6, ADR 0163): writes add unsealed entries without a tenant-wide lock; this
// chains them (qms_audit_seal: a row of audit_seals each, ADR 0182) soon after commit, finding them above the
// last pass's position (migrations 0030 and 0031, ADRs 0189 and 0191). Woken by the routes' commits in this
// process, and a periodic sweep seals whatever another process or a crash left unsealed. Several processes may run
// one: the database's advisory lock lets only one seal a tenant at a time.
import { sql } from 'drizzle-orm';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Db } from '../db/database';
import { onTenantWrite, rowsOf } from '../db/tenant';

/** Entries sealed per call: a long backlog (after a crash) is sealed in several short transactions. */
const BATCH = 1000;

/**
 * How long a wake waits before sealing (ADR 0177). A seal pass costs a transaction and the function's lock and
 * head lookup whatever it seals (measured ~0.7 ms CPU on PGlite, where it runs on the requests' one connection),
 * an entry sealed in a batch ~0.3–0.4 ms: sealing after every commit nearly doubled a PUT's database work, one
 * pass per 250 ms under load costs a few per cent. Entries stay "not yet sealed" that much longer (spec: within
 * seconds); the lag metric shows it.
 */
export const SEAL_DELAY_MS = 250;

export interface SealerOptions {
  /** the sweep's interval; it also runs once at start */
  sweepMs?: number;
  /** how long a wake waits for more commits to seal with it (one sealing transaction for several requests);
   *  default SEAL_DELAY_MS */
  wakeDelayMs?: number;
  log?: { error: (details: object, message: string) => void };
}

export class AuditSealer {
  private readonly dirty = new Set<string>();
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private delayed: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  private lag: Histogram | null = null;
  private sealedTotal: Counter | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: SealerOptions = {},
  ) {}

  /** The sealing lag and count on the app's /metrics registry (plugins/metrics.ts). */
  registerMetrics(registry: Registry): void {
    this.lag = new Histogram({
      name: 'qms_audit_seal_lag_seconds',
      help: 'Time from writing an audit-trail entry to sealing it into the hash chain (oldest entry of each seal)',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    this.sealedTotal = new Counter({
      name: 'qms_audit_sealed_entries_total',
      help: 'Audit-trail entries sealed into their tenant hash chain by this process',
      registers: [registry],
    });
  }

  /** Seals at once what is unsealed (crash recovery), then follows commits and sweeps on the interval. */
  start(): void {
    this.unsubscribe = onTenantWrite((tenantId) => this.wake(tenantId));
    this.sweepSoon();
    const sweepMs = this.options.sweepMs ?? 2_000;
    this.timer = setInterval(() => this.sweepSoon(), sweepMs);
    this.timer.unref();
  }

  /** Stops waking and sweeping; waits for a seal under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    if (this.delayed) clearTimeout(this.delayed);
    await this.running;
  }

  /** A tenant has committed entries: seal them soon (commits arriving meanwhile join the same pass). */
  wake(tenantId: string): void {
    this.dirty.add(tenantId);
    this.passAfterDelay();
  }

  private passAfterDelay(): void {
    if (this.delayed || this.stopped) return;
    this.delayed = setTimeout(() => {
      this.delayed = null;
      this.schedule();
    }, this.options.wakeDelayMs ?? SEAL_DELAY_MS);
  }

  /** Seals every tenant's unsealed entries now; resolves once done (the verify route, tests). */
  async sealAll(): Promise<void> {
    await this.running;
    for (const tenantId of await unsealedTenants(this.db)) await this.sealTenant(tenantId);
  }

  /** Seals one tenant's unsealed entries now, in as many batches as it takes. */
  async sealTenant(tenantId: string): Promise<number> {
    let total = 0;
    for (;;) {
      // one statement, so its own transaction (the function's advisory lock is held to its end): no BEGIN / COMMIT
      // round trips, which on PGlite take the requests' one connection
      const result = rowsOf<{ sealed: number; lag_seconds: number }>(
        await this.db.execute(
          sql`select sealed, lag_seconds from qms_audit_seal(${tenantId}::uuid, ${BATCH})`,
        ),
      );
      const { sealed, lag_seconds: lag } = result[0]!;
      total += Number(sealed);
      if (Number(sealed) > 0) {
        this.lag?.observe(Number(lag));
        this.sealedTotal?.inc(Number(sealed));
      }
      if (Number(sealed) < BATCH) return total;
    }
  }

  private sweepSoon(): void {
    this.dirty.add('*');
    this.schedule();
  }

  /**
   * One pass at a time. Wakes during a pass are served by a pass after the delay, not at once: under steady load a
   * pass that followed the previous one at once sealed only the few entries committed meanwhile, so passes ran back
   * to back and the batching the delay is for was lost (ADR 0187).
   */
  private schedule(): void {
    if (this.running || this.stopped || this.dirty.size === 0) return;
    const tenants = [...this.dirty];
    this.dirty.clear();
    this.running = (async () => {
      try {
        const all = tenants.includes('*') ? await unsealedTenants(this.db) : tenants;
        for (const tenantId of new Set(all)) await this.sealTenant(tenantId);
      } catch (error) {
        // the entries stay unsealed (and shown so) until the next sweep seals them
        this.options.log?.error({ err: error }, 'sealing the audit trail failed');
      }
    })().finally(() => {
      this.running = null;
      if (this.dirty.size > 0) this.passAfterDelay();
    });
  }
}

/**
 * Tenants with an unsealed entry where qms_audit_seal would look (migration 0031): above the last pass's position,
 * or above the number of a transaction that pass saw running and that has ended since. A skip scan of the trail's
 * primary key (uuid has no min()), then per tenant one range probe of its entries above that bound, stopping at the
 * first unsealed one (LIMIT 1 in a LATERAL keeps the bound an index condition). The seal check is NOT EXISTS, not
 * a LATERAL lookup per entry as in qms_audit_seal: that one's estimated cost crossed PostgreSQL's jit_above_cost,
 * and each sweep paid 20–90 ms of JIT compilation for a probe of 0.1 ms.
 * The sweep runs every few seconds: written as one EXISTS over the whole trail, the planner merged the tenants with
 * all their entries and checked the bound per entry, reading every entry and its seal (40 ms for 30,000 entries
 * here, growing with the trail; ADR 0193).
 */
export async function unsealedTenants(db: Pick<Db, 'execute'>): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`with recursive tenant(id) as (
        (select tenant_id from audit_trail order by tenant_id limit 1)
        union all
        select (select tenant_id from audit_trail where tenant_id > tenant.id order by tenant_id limit 1)
        from tenant where id is not null
      )
      select tenant.id::text as id from tenant
      left join audit_chain_heads h on h.tenant_id = tenant.id
      cross join lateral (
        select 1 from audit_trail a
        where a.tenant_id = tenant.id and a.seq > coalesce(least(h.scanned_through,
          (select min(w.f) from unnest(h.waiting_xids, h.waiting_from) w(x, f)
           where pg_visible_in_snapshot(w.x, pg_current_snapshot())
              or w.x >= pg_snapshot_xmax(pg_current_snapshot()))), h.sealed_through, 0)
          and not exists (select 1 from audit_seals s where s.tenant_id = a.tenant_id and s.seq = a.seq)
        limit 1) unsealed
      where tenant.id is not null`),
  );
  return rows.map((r) => r.id);
}
