import { sql, type SQL } from 'drizzle-orm';

// "Who signed this version?" in one step (issue 27.10): a record's own entries and those of the records filed
// under it, which have their own ids. A child names its parent in a column of its INSERT entry; the trail itself is
// read (not the areas' tables), so the link holds for a record deleted since, and this area imports no other.

/** The child records of a parent: the table, and the column of its INSERT entry that holds the parent's id. */
const PARENT_LINKS: { table: string; parentColumn: string }[] = [
  // a release of a document version (SOP or template), and its participants
  { table: 'change_control_releases', parentColumn: 'artifact_version_id' },
  { table: 'change_control_participants', parentColumn: 'release_id' },
  // every signature given on the version; a withdrawal is keyed by its signature id, so it comes along
  { table: 'electronic_signatures', parentColumn: 'record_id' },
];

/**
 * The condition "the entry is of the record or of a record filed under it (to any depth)": a recursive walk over
 * the tenant's INSERT entries from the record id down the parent links.
 */
export function recordOrRelated(tenantId: string, recordId: string): SQL {
  const links = sql.join(
    PARENT_LINKS.map(
      ({ table, parentColumn }) => sql`(c.table_name = ${table} and c.new_values ->> ${parentColumn} = r.id)`,
    ),
    sql` or `,
  );
  return sql`record_id in (
    with recursive related(id) as (
      select ${recordId}::text
      union
      select c.record_id from audit_trail c join related r on (${links})
       where c.tenant_id = ${tenantId} and c.action = 'INSERT'
    )
    select id from related)`;
}
