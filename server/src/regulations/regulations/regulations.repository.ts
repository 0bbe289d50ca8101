import { asc, sql } from 'drizzle-orm';
import type { Regulation } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { srRegulations } from '../../db/schema/index';

/** Regulations are global content of the standards service; every signed-in user may read the list. */
export function listRegulations(tx: Tx): Promise<Regulation[]> {
  return tx
    .select({
      id: srRegulations.id,
      regulationId: srRegulations.id,
      number: srRegulations.number,
      title: srRegulations.title,
      licenseTypeView: sql<Regulation['licenseTypeView']>`${srRegulations.licenseTypeView}`,
      licenseTypeExport: sql<Regulation['licenseTypeExport']>`${srRegulations.licenseTypeExport}`,
    })
    .from(srRegulations)
    .orderBy(asc(sql`lower(${srRegulations.title})`), asc(srRegulations.id));
}
