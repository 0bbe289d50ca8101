import { SR_REFERENCE_KINDS, SrReferenceList } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { listReferences } from './references.repository';

const LABEL: Record<(typeof SR_REFERENCE_KINDS)[number], string> = {
  'template-contents': 'template contents',
  roles: 'roles',
  processes: 'processes',
  'sop-contents': 'process contents',
};

/** GET /sr-api/template-contents, /roles, /processes, /sop-contents: global lists every tenant reads. */
export const referencesRoutes = SR_REFERENCE_KINDS.map((kind) =>
  defineRoute({
    method: 'GET',
    url: `/${kind}`,
    service: 'sr',
    access: 'read',
    tenantScoped: false,
    summary: `The standards service's ${LABEL[kind]} (id, name, description), sorted by name`,
    tags: ['standards'],
    response: SrReferenceList,
    handler: ({ tx }) => listReferences(tx, kind),
  }),
);
