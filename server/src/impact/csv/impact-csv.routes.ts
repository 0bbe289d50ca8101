import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ImpactAnalysisIdParams } from '@qms/shared-api/contract';
import { impacts } from '../../db/schema/index';
import { defineRoute } from '../../http/route';
import { sharedRegulation } from '../../regulations/index';
import { createImpactAnalysis } from '../analyses/analyses.repository';
import { prepareImpactCsv, writeImpactCsv } from './impact-csv';

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
    example: async (fx) => {
      // the open shared regulation on both sides: any admin or viewer may export it
      const { regulationId, requirementId } = await sharedRegulation(fx, false);
      const analysis = await fx.run(async (tx) => {
        const created = await createImpactAnalysis(tx, fx.tenantId, {
          title: fx.uniqueName('CSV'),
          regulationIdFrom: regulationId,
          regulationIdTo: regulationId,
        });
        await tx.insert(impacts).values({
          tenantId: fx.tenantId,
          impactAnalysisId: created.id,
          changeType: 'NO_CHANGE',
          requirementIdsFrom: [requirementId],
          requirementIdsTo: [requirementId],
        });
        return created;
      });
      return { params: { id: analysis.id } };
    },
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
        await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
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
