import {
  QmsRequirement,
  QmsRequirementArtifactParams,
  QmsRequirementBlockParams,
  QmsRequirementDeleteQuery,
  QmsRequirementIdParams,
  QmsRequirementUpdate,
} from '@qms/shared-api/contract';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { exampleRegulation } from '../example-regulation';
import { setBlockLink, setImplemented } from './evidence';
import { gapTargets, seedAssessment } from './fixtures';
import { resetQmsRequirement, updateQmsRequirement } from './qms-requirements.repository';

const tags = ['qms-requirements'];

/** The shared requirement with the tenant's assessment naming the fixed targets (they exist in every tenant). */
async function assessed(fx: ExampleFixtures) {
  const { requirementId, targets } = await seedAssessment(fx);
  return { requirementId, targets };
}

/** Mark / unmark implemented for processes (sop) or templates. */
const implementedRoutes = (kind: 'sop' | 'template') =>
  (['PUT', 'DELETE'] as const).map((method) =>
    defineRoute({
      method,
      url: `/qms-requirements/:requirementId/actual-${kind}-artifact-ids/:artifactId`,
      service: 'qms',
      access: 'write',
      tenantScoped: true,
      crossTenant: 'own-namespace',
      summary:
        method === 'PUT'
          ? `Marks the ${kind === 'sop' ? 'process' : 'template'} as implementing the requirement (targets only)`
          : `Unmarks the ${kind === 'sop' ? 'process' : 'template'} as implementing the requirement`,
      tags,
      params: QmsRequirementArtifactParams,
      response: QmsRequirement,
      example: async (fx) => {
        const { requirementId, targets } = await assessed(fx);
        const artifactId = kind === 'sop' ? targets.artifactId : targets.templateArtifactId;
        return { params: { requirementId, artifactId } };
      },
      handler: ({ tx, user, params }) =>
        setImplemented(tx, user.tenantId, kind, params.requirementId, params.artifactId, method === 'PUT'),
    }),
  );

export const qmsRequirementsWriteRoutes = [
  defineRoute({
    method: 'PUT',
    url: '/qms-requirements',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Saves applicability, reason, notes and targets; 409 when dbVersion is no longer the stored one',
    tags,
    body: QmsRequirementUpdate,
    response: QmsRequirement,
    example: async (fx) => {
      // a fresh regulation per example: dbVersion 0 is right for every tenant that sends it
      const { requirementIds } = await exampleRegulation(fx);
      const targets = await gapTargets(fx);
      return {
        body: {
          requirementId: requirementIds[1],
          applicability: 'APPLICABLE',
          applicabilityReason: 'Design control applies to our devices.',
          notes: '',
          targetSopArtifactIds: [targets.artifactId],
          targetTemplateArtifactIds: [targets.templateArtifactId],
          templateContentIds: [targets.templateContentId],
          dbVersion: 0,
        },
      };
    },
    handler: ({ tx, user, body }) => updateQmsRequirement(tx, user.tenantId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/qms-requirements/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary:
      'Resets the assessment to the defaults (NOT_DEFINED, no targets); optional dbVersion (stale → 409)',
    tags,
    params: QmsRequirementIdParams,
    query: QmsRequirementDeleteQuery,
    response: QmsRequirement,
    example: async (fx) => ({ params: { id: (await assessed(fx)).requirementId } }),
    handler: ({ tx, user, params, query }) =>
      resetQmsRequirement(tx, user.tenantId, params.id, query.dbVersion),
  }),
  ...implementedRoutes('sop'),
  ...implementedRoutes('template'),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    defineRoute({
      method,
      url: '/qms-requirements/:requirementId/referenced-block-artifact-ids/:blockArtifactId',
      service: 'qms',
      access: 'write',
      tenantScoped: true,
      crossTenant: 'own-namespace',
      summary: method === 'PUT' ? 'Links a process block to the requirement' : 'Unlinks a process block',
      tags,
      params: QmsRequirementBlockParams,
      response: QmsRequirement,
      example: async (fx) => {
        const { requirementId, targets } = await assessed(fx);
        return { params: { requirementId, blockArtifactId: targets.blockArtifactId } };
      },
      handler: ({ tx, user, params }) =>
        setBlockLink(tx, user.tenantId, params.requirementId, params.blockArtifactId, method === 'PUT'),
    }),
  ),
];
