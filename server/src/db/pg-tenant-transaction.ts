/**
 * The tenant transaction on node-postgres in three round trips instead of four (ADR 0175): BEGIN and the tenant
 * settings go as one simple-protocol query (`begin; select set_config(…)`), then the request's own queries, then
 * COMMIT. drizzle's `transaction()` would send BEGIN alone and the settings as a second, parameterised query; each
 * round trip costs the one server thread a socket write, a read, the parse of the answer and a few promise hops,
 * and under load the pg client's socket writes were the largest single cost of a request (issue 30).
 * Only database.ts imports this file (on PostgreSQL): PGlite keeps drizzle's transaction, where a round trip is a
 * queue slot, not a network message.
 */
import pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db } from './database';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The transaction-local settings of a tenant transaction, name → value (tenant.ts says which). */
export type Settings = readonly (readonly [name: string, value: string])[];

/** Runs `work` in a transaction with `settings` set (LOCAL) before it. */
export type SettingsTransaction = <T>(settings: Settings, work: (tx: Tx) => Promise<T>) => Promise<T>;

/** The database's own session internals the transaction handles are built from (what drizzle passes itself). */
interface SessionInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * Transactions on `pool` for `db` (a drizzle database on that pool). A pooled connection keeps its drizzle
 * transaction handle: building one per request (a PgDatabase with a query builder per table) was measurable
 * allocation; a handle holds no state of its own transaction, only its connection.
 */
export function settingsTransactions(db: Db, pool: pg.Pool): SettingsTransaction {
  const session = (db as unknown as { session: SessionInternals }).session;
  const dialect = (db as unknown as { dialect: SessionInternals['dialect'] }).dialect;
  const handles = new WeakMap<pg.PoolClient, Tx>();
  const handleOf = (client: pg.PoolClient): Tx => {
    let tx = handles.get(client);
    if (!tx) {
      const own = new NodePgSession(client, dialect, session.schema, session.options);
      tx = new NodePgTransaction(dialect, own, session.schema) as unknown as Tx;
      handles.set(client, tx);
    }
    return tx;
  };
  return async (settings, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(prelude(settings));
      const result = await work(handleOf(client));
      await client.query('commit');
      return result;
    } catch (error) {
      // as drizzle does; a connection that cannot even roll back is destroyed instead of pooled
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * BEGIN and the settings as one simple-protocol query. The simple protocol takes no parameters, so the values are
 * literals, written by node-postgres' own escaping (quotes doubled, E'' when the value holds a backslash): a user
 * name or a reason is user input.
 */
function prelude(settings: Settings): string {
  const calls = settings.map(
    ([name, value]) => `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`,
  );
  return `begin; select ${calls.join(', ')}`;
}
