import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Regulations of the standards service. Global content, shared by all tenants (not tenant-owned); licensing
 * (license_type_view) decides who may read requirement text, which comes with the regulation importer.
 */
export const srRegulations = pgTable(
  'sr_regulations',
  {
    id: text().primaryKey(),
    number: text().notNull(),
    title: text().notNull(),
    licenseTypeView: text().notNull().default('VIEW_OPEN'),
    licenseTypeExport: text().notNull().default('EXPORT_OPEN'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sr_regulations_license_view_check', sql`${t.licenseTypeView} in ('VIEW_OPEN', 'VIEW_LICENSED')`),
    check(
      'sr_regulations_license_export_check',
      sql`${t.licenseTypeExport} in ('EXPORT_OPEN', 'EXPORT_LICENSED', 'EXPORT_NONE')`,
    ),
  ],
);
