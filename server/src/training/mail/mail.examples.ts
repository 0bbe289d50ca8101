// The requests and rows of the generated route checks for mail.routes.ts: the caller's own setting (a user's
// setting is theirs: another tenant's caller with the same request reads and writes their own row).
import type { RouteExamples } from '../../http/route-examples';
import { trainingMailPreferences } from '../schema';

const EXAMPLE_VERSION = 5;

export const trainingMailExamples: RouteExamples = {
  'GET /qms-api/training/mail-preferences': {
    seed: async (fx) => {
      await fx.run((tx) =>
        tx
          .insert(trainingMailPreferences)
          .values({ tenantId: fx.tenantId, userId: fx.caller.userId, reminders: false, dbVersion: 1 })
          .onConflictDoNothing(),
      );
      // the answer is one setting, not a list of rows
      return { ids: [], names: [], listsRows: false };
    },
  },
  'PUT /qms-api/training/mail-preferences': {
    // each tenant's caller at the same stored version, so the one request is current for both tenants
    example: async (fx) => {
      await fx.run((tx) =>
        tx
          .insert(trainingMailPreferences)
          .values({
            tenantId: fx.tenantId,
            userId: fx.caller.userId,
            reminders: true,
            dbVersion: EXAMPLE_VERSION,
          })
          .onConflictDoUpdate({
            target: [trainingMailPreferences.tenantId, trainingMailPreferences.userId],
            set: { reminders: true, dbVersion: EXAMPLE_VERSION },
          }),
      );
      return { body: { reminders: false, dbVersion: EXAMPLE_VERSION } };
    },
  },
};
