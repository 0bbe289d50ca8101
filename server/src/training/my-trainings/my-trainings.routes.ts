import {
  MyTraining,
  MyTrainingList,
  PASSWORD_REQUIRED,
  TrainingConfirm,
  TrainingIdParams,
  type ChangeControlArtifactType,
} from '@qms/shared-api/contract';
import type { ChangeControlHost } from '../../change-control/index';
import { withTenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { appOf, verifySignaturePassword } from '../../signatures/index';
import { checkConfirm, confirmTraining, myTrainings } from './my-trainings.service';

// The generated route checks' requests and rows for these routes: my-trainings.examples.ts.

/**
 * GET /my-trainings and POST /trainings/:id/confirm (issue 29.4), over every artifact kind: route-table.ts hands in
 * the hosts, whose signed content a confirmation binds to.
 */
export function myTrainingsRoutes(hosts: readonly ChangeControlHost[]): AnyRoute[] {
  const hostOf = new Map<ChangeControlArtifactType, ChangeControlHost>(hosts.map((h) => [h.artifactType, h]));
  const base = { service: 'qms' as const, tenantScoped: true, tags: ['training'] };
  return [
    defineRoute({
      ...base,
      method: 'GET',
      url: '/my-trainings',
      access: 'read',
      summary: "The signed-in user's training assignments: OPEN first by due date, then the closed ones",
      response: MyTrainingList,
      handler: ({ tx, user }) => myTrainings(tx, user),
    }),
    defineRoute({
      ...base,
      method: 'POST',
      url: '/trainings/:id/confirm',
      // any signed-in user, on the assignment that names them (403 for anyone else)
      access: 'participant',
      status: 200,
      summary: "The assignee confirms an OPEN training, signed 'Read and understood' on the version",
      params: TrainingIdParams,
      body: TrainingConfirm,
      response: MyTraining,
      // the refusals first (no password asked or counted for a request that would fail), then the password
      beforeTransaction: async ({ params, body, user, request }) => {
        const row = await withTenant(appOf(request).database.db, user.tenantId, (tx) =>
          checkConfirm(tx, user, params.id, body.dbVersion),
        );
        if (!body.password) throw badRequest(PASSWORD_REQUIRED);
        await verifySignaturePassword(
          request,
          user,
          { password: body.password, email: body.email },
          { type: row.artifactType as ChangeControlArtifactType, id: row.versionId },
        );
      },
      handler: ({ tx, user, params, body }) => confirmTraining(tx, user, hostOf, params.id, body.dbVersion),
    }),
  ];
}
