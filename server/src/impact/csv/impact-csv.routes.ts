import { PassThrough } from 'node:stream';
import { ImpactAnalysisIdParams } from '@qms/shared-api/contract';
import { drained } from '../../http/drained';
import { defineRoute } from '../../http/route';
import { prepareImpactCsv, writeImpactCsv } from './impact-csv';

// The generated route checks' requests and rows for these routes: impact-csv.examples.ts.

export const impactCsvRoutes = [
  defineRoute({
    method: 'GET',
    url: '/impact-analyses/:id/csv-export',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary:
      'ImpactAnalysis_{from}--to--{to}.csv (spec 3 §9), streamed; needs the view right and export licence of both ' +
      'regulations (403)',
    tags: ['impact'],
    params: ImpactAnalysisIdParams,
    produces: 'text/csv',
    handler: async ({ tx, user, params, reply, request }) => {
      const prepared = await prepareImpactCsv(tx, user, params.id);
      const stream = new PassThrough();
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
        .send(stream);
      // the transaction stays open while the file streams; a slow client pauses the cursor (backpressure)
      const write = async (chunk: string) => {
        if (stream.write(chunk)) return;
        // a client that went away never drains: close ends the wait (and the export) instead
        await drained(stream);
        if (stream.destroyed) throw new Error('CSV export: the client closed the connection.');
      };
      try {
        await writeImpactCsv(tx, user.tenantId, prepared, request.server.config.publicUrl, write);
        stream.end();
      } catch (error) {
        stream.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  }),
];
