import {
  OverallRegulationStatistics,
  QmsRegulation,
  QmsRegulationIdParams,
  QmsRegulationList,
  QmsRegulationSearchResult,
  QmsRegulationUpdate,
  RegulationStatistics,
} from '@qms/shared-api/contract';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { exampleRegulation } from '../example-regulation';
import {
  getQmsRegulation,
  listQmsRegulations,
  overallStatistics,
  regulationStatisticsOf,
  searchQmsRegulations,
  updateQmsRegulation,
} from './qms-regulations.repository';

const tags = ['qms-regulations'];

/** A tenant's record with a date no other tenant's seed uses: what the cross-tenant check looks for. */
async function seedRecord(fx: ExampleFixtures) {
  const { regulationId } = await exampleRegulation(fx);
  const year = 2100 + Math.floor(Math.random() * 800);
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const activeFrom = `${year}-03-${day}`;
  await fx.run((tx) =>
    updateQmsRegulation(tx, fx.tenantId, regulationId, {
      state: 'ACTIVE',
      activeFrom,
      activeTo: null,
      dbVersion: 0,
    }),
  );
  return { ids: [], names: [activeFrom] };
}

export const qmsRegulationsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/qms-regulations',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's record (state, effective dates, dbVersion) of every regulation",
    tags,
    response: QmsRegulationList,
    seed: seedRecord,
    handler: ({ tx, user }) => listQmsRegulations(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/search',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'The applied-regulations list: each regulation with its record and statistics, sorted by title',
    tags,
    response: QmsRegulationSearchResult,
    seed: seedRecord,
    handler: ({ tx, user }) => searchQmsRegulations(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/statistics',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Overall applicability and evidence statistics over all regulations (dashboard)',
    tags,
    response: OverallRegulationStatistics,
    seed: async () => ({ ids: [], names: [], listsRows: false }),
    handler: ({ tx }) => overallStatistics(tx),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/:id',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary: "The tenant's record of one regulation (INFORMATIVE without dates when never saved)",
    tags,
    params: QmsRegulationIdParams,
    response: QmsRegulation,
    example: async (fx) => ({ params: { id: (await exampleRegulation(fx)).regulationId } }),
    handler: ({ tx, user, params }) => getQmsRegulation(tx, user.tenantId, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/qms-regulations/:id/statistics',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary: 'Applicability and evidence statistics of one regulation',
    tags,
    params: QmsRegulationIdParams,
    response: RegulationStatistics,
    example: async (fx) => ({ params: { id: (await exampleRegulation(fx)).regulationId } }),
    handler: ({ tx, params }) => regulationStatisticsOf(tx, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/qms-regulations/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    crossTenant: 'own-namespace',
    summary: 'Saves state and effective dates; 409 when dbVersion is no longer the stored one',
    tags,
    params: QmsRegulationIdParams,
    body: QmsRegulationUpdate,
    response: QmsRegulation,
    example: async (fx) => ({
      params: { id: (await exampleRegulation(fx)).regulationId },
      body: { state: 'ACTIVE', activeFrom: '2026-01-01', activeTo: '2026-12-31', dbVersion: 0 },
    }),
    handler: ({ tx, user, params, body }) => updateQmsRegulation(tx, user.tenantId, params.id, body),
  }),
];
