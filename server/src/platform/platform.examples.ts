// The requests and rows the generated route checks (src/route-table.test.ts) use for platform.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { insertDirectoryUser, setTenantLogo, writeConfig } from './platform.repository';
import type { RouteExamples } from '../http/route-examples';

export const platformExamples: RouteExamples = {
  'GET /qms-api/users': {
    seed: async (fx) => {
      const displayName = fx.uniqueName('User');
      const email = `${displayName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
      const user = await fx.system((tx) => insertDirectoryUser(tx, fx.tenantId, { email, displayName }));
      return { ids: [user.userId], names: [displayName, email] };
    },
  },
  'GET /qms-api/users/sync': {
    // the answer is the caller's own entry
    seed: async (fx) => ({ ids: [fx.caller.userId], names: [fx.caller.email] }),
  },
  'GET /qms-api/tenant-config/logo': {
    seed: async (fx) => {
      const marker = fx.uniqueName('logo').replace(' ', '-');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" id="${marker}"/>`;
      await fx.system((tx) => setTenantLogo(tx, fx.tenantId, Buffer.from(svg), 'image/svg+xml'));
      return { ids: [], names: [marker] };
    },
  },
  'GET /qms-api/qms-config/:key/string-value': {
    example: async (fx) => {
      await fx.run((tx) =>
        writeConfig(tx, fx.tenantId, 'QMS_PROCESS_IMAGE', `<svg id="${fx.tenantId}"/>`, 'seed', 0),
      );
      return { params: { key: 'QMS_PROCESS_IMAGE' } };
    },
  },
  'PUT /qms-api/qms-config/:key/string-value': {
    // a key no tenant has written yet: version 0 holds for the other tenant's identical request too
    example: async (fx) => ({
      params: { key: `EXAMPLE_${fx.uniqueName('K').replace(/\W/g, '_').toUpperCase()}` },
      query: { dbVersion: '0' },
      payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      contentType: 'text/plain',
    }),
  },
  'GET /qms-api/tenant-settings/release-rules': {
    // one setting per tenant, no rows to list: only "none of the other tenant's data" applies
    seed: async () => ({ ids: [], names: [], listsRows: false }),
  },
  'PUT /qms-api/tenant-settings/release-rules': {
    // version 0 (never changed) holds for the other tenant's identical request too
    example: async () => ({ body: { fourEyes: false, reason: 'Two-person company', dbVersion: 0 } }),
  },
};
