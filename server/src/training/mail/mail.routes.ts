import { TrainingMailPreferences, TrainingMailPreferencesUpdate } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { mailPreferences, saveMailPreferences } from './mail.repository';

// The generated route checks' requests for these routes: mail.examples.ts.

const base = { service: 'qms' as const, tenantScoped: true, tags: ['training'] };

export const trainingMailRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/training/mail-preferences',
    access: 'read',
    summary:
      "The signed-in user's training mail setting: whether reminders and overdue notices go (default yes; the " +
      'assignment mail always goes)',
    response: TrainingMailPreferences,
    handler: ({ tx, user }) => mailPreferences(tx, user.tenantId, user.userId),
  }),
  defineRoute({
    ...base,
    method: 'PUT',
    url: '/training/mail-preferences',
    access: 'user-write',
    summary:
      "Saves the signed-in user's training mail setting (any signed-in user, their own only); 409 when " +
      'dbVersion is no longer the stored one',
    body: TrainingMailPreferencesUpdate,
    response: TrainingMailPreferences,
    handler: ({ tx, user, body }) => saveMailPreferences(tx, user.tenantId, user.userId, body),
  }),
];
