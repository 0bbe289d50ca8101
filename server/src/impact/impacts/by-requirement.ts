import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../db/tenant';
import { impactRequirements as r, impacts } from '../schema';

/**
 * The impacts mapping any of `from` on their from side or any of `to` on their to side, as a condition on impacts:
 * their ids are read from impact_requirements by its primary key, then the impacts by theirs (`= any(array(…))` is
 * an index condition). Equality is leakproof, so row-level security lets the planner use both indexes, where it
 * never used the GIN indexes for `&&` (ADR 0205).
 */
export function mapping(tenantId: string, sides: { from: readonly string[]; to: readonly string[] }): SQL {
  const side = (name: 'FROM' | 'TO', ids: readonly string[]) =>
    sql`select ${r.impactId} from ${r} where ${r.tenantId} = ${tenantId} and ${r.requirementId} = any(${textArray([...ids])})
      and ${r.side} = ${name}`;
  return sql`${impacts.id} = any(array(${side('FROM', sides.from)} union ${side('TO', sides.to)}))`;
}
