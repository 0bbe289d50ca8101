import { RegulationList } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { listRegulations } from './regulations.repository';

export const regulationsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/regulations',
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary: 'All regulations of the standards service, sorted by title',
    tags: ['standards'],
    response: RegulationList,
    handler: ({ tx }) => listRegulations(tx),
  }),
];
