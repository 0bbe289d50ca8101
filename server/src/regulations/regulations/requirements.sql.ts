import { sql, type SQL } from 'drizzle-orm';
import { ID_TEXT, UUID } from '../../db/uuid';

// SQL expressions over the standards service's requirements, for statements another area composes (the impact
// area's analysis statistics and CSV order): one statement instead of a round trip per analysis or batch, while
// the requirement table and what a clause is stay this area's knowledge (issue 26).

/** (count) The clauses of the regulation `regulationId`: requirements neither a heading nor another's paragraph. */
export const clauseCountSql = (regulationId: SQL): SQL =>
  sql`(select count(*) from sr_requirements s
    where s.regulation_id = ${regulationId} and s.type <> 'HEADING' and s.interpreted_in_requirement_id is null)`;

/**
 * (count) The distinct clauses among the requirement ids (text) that `requirementIds` selects, each mapped itself
 * or through one of its paragraphs: a clause counts once (ADR 0089); headings do not count. Each id is looked up
 * by the primary key (text that is no uuid as PostgreSQL writes one names no requirement and is left out): a
 * comparison as text, `p.id::text in (…)`, read every requirement of every regulation (ADR 0195).
 */
export const clausesAmongSql = (requirementIds: SQL): SQL => sql`(
  select count(distinct coalesce(p.interpreted_in_requirement_id, p.id))
  from sr_requirements p
  where p.id in (select case when ids.id ~ ${sql.raw(`'${ID_TEXT.source}'`)} then ids.id::uuid end
                   from (${requirementIds}) as ids(id))
    and p.type <> 'HEADING')`;

/**
 * (integer or null) The first document position among the requirement ids of the text[] `ids`; ids that are no
 * UUID (a mapping may name anything) match nothing instead of failing the cast.
 */
export const firstPositionSql = (ids: SQL): SQL =>
  sql`(select min(r.position)
      from unnest(${ids}) u join sr_requirements r
        on r.id = case when u ~* ${sql.raw(`'${UUID.source}'`)} then u::uuid end)`;
