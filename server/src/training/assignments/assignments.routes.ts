import { ArtifactVersionIdParams, TrainingPreview } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { roleNames } from '../../templates/reads';
import { planTraining } from './assignments.plan';

// The generated route checks' requests for this route: assignments.examples.ts.

export const assignmentsRoutes = [
  defineRoute({
    service: 'qms',
    tenantScoped: true,
    tags: ['training'],
    method: 'GET',
    url: '/sops/v/:versionId/training-preview',
    // the releaser is an admin; the Release dialog asks before it is signed
    access: 'admin-read',
    summary:
      'Who completing the release of the process version would train for their roles (names, reason), before signing',
    params: ArtifactVersionIdParams,
    response: TrainingPreview,
    handler: async ({ tx, user, params }) => {
      const plan = await planTraining(tx, user.tenantId, params.versionId);
      const names = new Map(
        (
          await roleNames(
            tx,
            user.tenantId,
            plan.trainees.flatMap((t) => t.roleIds),
          )
        ).map((r) => [r.id, r.name]),
      );
      return {
        allRoles: plan.allRoles,
        trainees: plan.trainees.map((t) => ({
          userId: t.userId,
          displayName: t.displayName,
          reason: t.reason,
          roleNames: t.roleIds.map((id) => names.get(id) ?? '').sort(),
        })),
      };
    },
  }),
];
