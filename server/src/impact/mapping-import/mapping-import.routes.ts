import {
  ImpactAnalysisIdParams,
  MAPPING_IMPORT_MAX_BYTES,
  MappingImportBody,
  MappingImportQuery,
  MappingImportReport,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { createImpactAnalysis } from '../analyses/analyses.repository';
import { importMapping } from './import.service';

/** A conforming two-map collection; against regulations without those controls it reports them as unmapped. */
const EXAMPLE_COLLECTION = {
  'mapping-collection': {
    uuid: '00000000-0000-4000-8000-000000000001',
    metadata: { title: 'example' },
    mappings: [
      {
        maps: [
          {
            relationship: 'equal-to',
            sources: [{ type: 'control', 'id-ref': 'ac-1' }],
            targets: [{ type: 'control', 'id-ref': 'ac-1' }],
          },
        ],
      },
    ],
  },
};

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
    bodyLimit: MAPPING_IMPORT_MAX_BYTES,
    response: MappingImportReport,
    // a re-import creates nothing: 200 whatever the counts
    status: 200,
    example: async (fx) => {
      const analysis = await fx.run((tx) =>
        createImpactAnalysis(
          tx,
          fx.tenantId,
          {
            title: fx.uniqueName('Import'),
            regulationIdFrom: fx.uniqueName('reg-from'),
            regulationIdTo: fx.uniqueName('reg-to'),
          },
          false, // the example regulations need not exist: every control is reported unmapped
        ),
      );
      return { params: { id: analysis.id }, body: EXAMPLE_COLLECTION };
    },
    handler: ({ tx, user, params, query, body }) =>
      importMapping(tx, user.tenantId, params.id, body, query.direction),
  }),
];
