import {
  ImpactAnalysisIdParams,
  MAPPING_IMPORT_BODY_LIMIT,
  MappingImportBody,
  MappingImportQuery,
  MappingImportReport,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { importMapping } from './import.service';

// The generated route checks' requests and rows for these routes: mapping-import.examples.ts.

export const mappingImportRoutes = [
  defineRoute({
    method: 'POST',
    url: '/impact-analyses/:id/import-mapping',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      "Creates or updates an analysis's impacts from NIST's comparison workbook or an OSCAL mapping collection " +
      '(the file as the JSON body); idempotent, never overwrites an impact a user edited',
    tags: ['impact'],
    params: ImpactAnalysisIdParams,
    query: MappingImportQuery,
    body: MappingImportBody,
    bodyLimit: MAPPING_IMPORT_BODY_LIMIT,
    response: MappingImportReport,
    // a re-import creates nothing: 200 whatever the counts
    status: 200,
    handler: ({ tx, user, params, query, body }) =>
      importMapping(tx, user.tenantId, params.id, body, query.direction),
  }),
];
