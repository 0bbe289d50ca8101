import {
  QmsRequirement,
  QmsRequirementArtifactParams,
  QmsRequirementBlockParams,
  QmsRequirementDeleteQuery,
  QmsRequirementIdParams,
  QmsRequirementUpdate,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { setBlockLink, setImplemented } from './evidence';
import { resetQmsRequirement, updateQmsRequirement } from './qms-requirements.repository';

// The generated route checks' requests and rows for these routes: qms-requirements-write.examples.ts.

const tags = ['qms-requirements'];

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
      handler: ({ tx, user, params }) =>
        setBlockLink(tx, user.tenantId, params.requirementId, params.blockArtifactId, method === 'PUT'),
    }),
  ),
];
