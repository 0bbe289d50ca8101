import {
  DOCUMENT_CONTROL_SETTINGS_PATH,
  DocumentControlSettings,
  DocumentControlSettingsUpdate,
  SETTINGS_CHANGED,
} from '@qms/shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { conflict } from '../http/errors';
import { defineRoute } from '../http/route';
import { changeControlSettings } from './schema';
import { documentControlSettings } from './settings';

// GET/PUT /qms-api/change-control/settings (issue 29): the tenant's training period and review interval. The row
// is created by the first save (dbVersion 0 → 1); later saves apply only over the version read.

async function saveSettings(
  tx: Tx,
  tenantId: string,
  { dbVersion, ...values }: DocumentControlSettingsUpdate,
): Promise<DocumentControlSettings> {
  const stored = await documentControlSettings(tx, tenantId);
  if (stored.dbVersion !== dbVersion) throw conflict(SETTINGS_CHANGED);
  const rows =
    dbVersion === 0
      ? await tx
          .insert(changeControlSettings)
          .values({ tenantId, ...values, dbVersion: 1 })
          .onConflictDoNothing()
          .returning({ id: changeControlSettings.tenantId })
      : await tx
          .update(changeControlSettings)
          .set({ ...values, dbVersion: sql`${changeControlSettings.dbVersion} + 1`, updatedAt: sql`now()` })
          .where(
            and(eq(changeControlSettings.tenantId, tenantId), eq(changeControlSettings.dbVersion, dbVersion)),
          )
          .returning({ id: changeControlSettings.tenantId });
  // nothing written: another admin saved in between (their insert or update won)
  if (rows.length === 0) throw conflict(SETTINGS_CHANGED);
  return documentControlSettings(tx, tenantId);
}

const url = DOCUMENT_CONTROL_SETTINGS_PATH.replace('/qms-api', '');
const tags = ['change-control'];

export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    url,
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    // the Start form names the default effective date, so every signed-in user reads them
    summary: "The tenant's document-control settings: training period (days), review interval (months)",
    tags,
    response: DocumentControlSettings,
    crossTenant: 'own-namespace',
    handler: ({ tx, user }) => documentControlSettings(tx, user.tenantId),
  }),
  defineRoute({
    method: 'PUT',
    url,
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      'Changes the document-control settings (admins; 0–365 days, 1–120 months); stale dbVersion → 409',
    tags,
    body: DocumentControlSettingsUpdate,
    response: DocumentControlSettings,
    crossTenant: 'own-namespace',
    handler: ({ tx, user, body }) => saveSettings(tx, user.tenantId, body),
  }),
];
