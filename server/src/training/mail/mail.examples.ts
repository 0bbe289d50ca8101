// The requests of the generated route checks for mail.routes.ts: the caller's own setting (a user's setting is
// theirs: another tenant's caller with the same request writes their own row).
import type { RouteExamples } from '../../http/route-examples';

export const trainingMailExamples: RouteExamples = {
  'PUT /qms-api/training/mail-preferences': {
    example: async () => ({ body: { reminders: false, dbVersion: 0 } }),
  },
};
