import { eq } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { changeControlSettings } from './schema';

/** The tenant's document-control settings (issue 29); a tenant that never saved them has the table's defaults. */
export interface DocumentControlSettings {
  trainingPeriodDays: number;
  reviewIntervalMonths: number;
  /** 0 while the tenant has no row yet */
  dbVersion: number;
}

export const DEFAULT_SETTINGS: DocumentControlSettings = {
  trainingPeriodDays: 14,
  reviewIntervalMonths: 24,
  dbVersion: 0,
};

export async function documentControlSettings(tx: Tx, tenantId: string): Promise<DocumentControlSettings> {
  const [row] = await tx
    .select({
      trainingPeriodDays: changeControlSettings.trainingPeriodDays,
      reviewIntervalMonths: changeControlSettings.reviewIntervalMonths,
      dbVersion: changeControlSettings.dbVersion,
    })
    .from(changeControlSettings)
    .where(eq(changeControlSettings.tenantId, tenantId));
  return row ?? DEFAULT_SETTINGS;
}
