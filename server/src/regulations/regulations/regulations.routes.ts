import {
  RegulationDetail,
  RegulationIdParams,
  RegulationList,
  RegulationRequirementFilter,
  RegulationRequirementList,
  RequirementGuidance,
  RequirementIdParams,
  RequirementSearchFilter,
  RequirementSearchResult,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { listRegulations, regulationDetail, requirementGuidance } from './regulations.repository';
import { filterRegulation, searchRequirements } from './requirements.search';

// The generated route checks' requests and rows for these routes: regulations.examples.ts.

const tags = ['standards'];

// Every route here that answers requirements passes them through licensing.ts (redactRequirement).
export const regulationsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/regulations',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary: 'All regulations of the standards service, sorted by title',
    tags,
    response: RegulationList,
    handler: ({ tx }) => listRegulations(tx),
  }),
  defineRoute({
    method: 'GET',
    url: '/regulations/:id',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary:
      'A regulation with its requirement tree in document order; licensed text only for SR_LICENSED holders',
    tags,
    params: RegulationIdParams,
    response: RegulationDetail,
    handler: ({ tx, user, params }) => regulationDetail(tx, user, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/requirements/:id/guidance',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary: "A requirement's guidance (the gap list loads it when opened); null without the licence",
    tags,
    params: RequirementIdParams,
    response: RequirementGuidance,
    handler: ({ tx, user, params }) => requirementGuidance(tx, user, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/regulations/:id/filter',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary: 'The named applicable and information requirements of a regulation with their ancestors',
    tags,
    params: RegulationIdParams,
    body: RegulationRequirementFilter,
    response: RegulationRequirementList,
    status: 200,
    handler: ({ tx, user, params, body }) => filterRegulation(tx, user, params.id, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/requirements',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary:
      'Requirements by id per regulation and by text (3+ characters, only readable text), with their regulations',
    tags,
    body: RequirementSearchFilter,
    response: RequirementSearchResult,
    status: 200,
    handler: ({ tx, user, body }) => searchRequirements(tx, user, body),
  }),
];
