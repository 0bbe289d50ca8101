import type { FastifyReply } from 'fastify';
import {
  type SessionUser,
  TrainingMatrix,
  TrainingMatrixQuery,
  TrainingRecordProcessParams,
  TrainingRecordTodayQuery,
  TrainingRecordUserParams,
  utcDay,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { defineRoute } from '../../http/route';
import { attachment } from '../../processes/index';
import { renderMatrixCsv, trainingMatrixCsvFileName } from './matrix-csv';
import { trainingMatrix } from './matrix.service';
import { renderTrainingRecordPdf, trainingRecordFileName } from './training-record-pdf';
import { trainingRecord } from './training-record';

// The generated route checks' requests and rows for these routes: matrix.examples.ts.

const base = {
  service: 'qms' as const,
  tenantScoped: true,
  tags: ['training'],
  access: 'admin-read' as const,
};

const send = (reply: FastifyReply, type: string, fileName: string, body: string | Buffer) =>
  reply
    .header('content-type', type)
    .header('content-disposition', attachment(fileName))
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store')
    .send(body);

/** A user's or a process's training record as PDF: the two routes differ only in what their path names. */
async function recordPdf({
  tx,
  user,
  params,
  query,
  reply,
}: {
  tx: Tx;
  user: SessionUser;
  params: { userId: string } | { artifactId: string };
  query: { today?: string };
  reply: FastifyReply;
}) {
  const now = new Date();
  const record = await trainingRecord(tx, user.tenantId, params, query.today ?? utcDay(now));
  return send(
    reply,
    'application/pdf',
    trainingRecordFileName(record),
    await renderTrainingRecordPdf(record, now),
  );
}

export const matrixRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/training/matrix',
    summary:
      'The Training matrix (admins): users × released processes, each cell the status on the version in force ' +
      '(TRAINED, OUTDATED, OPEN with its due date, NONE); filters role, user, process, status (OVERDUE too)',
    query: TrainingMatrixQuery,
    response: TrainingMatrix,
    handler: ({ tx, user, query }) => trainingMatrix(tx, user.tenantId, query),
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/training/matrix.csv',
    summary:
      'The Training matrix as CSV, one row per user and process (UTF-8 BOM, RFC 4180, formulas neutralised), ' +
      'with the same filters',
    query: TrainingMatrixQuery,
    produces: 'text/csv',
    handler: async ({ tx, user, query, reply }) => {
      const matrix = await trainingMatrix(tx, user.tenantId, query);
      return send(
        reply,
        'text/csv; charset=utf-8',
        trainingMatrixCsvFileName(matrix.today),
        renderMatrixCsv(matrix, query),
      );
    },
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/training/records/users/:userId/pdf',
    summary:
      "A user's PDF training record: each confirmed version with the signature (meaning, name, time), and " +
      'the open trainings with their due date and whether they are overdue',
    params: TrainingRecordUserParams,
    query: TrainingRecordTodayQuery,
    produces: 'application/pdf',
    handler: recordPdf,
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/training/records/processes/:artifactId/pdf',
    summary:
      "A process's PDF training record: who confirmed which version when (signature meaning, name, time), " +
      'and who still has to, with the due date and whether it is overdue',
    params: TrainingRecordProcessParams,
    query: TrainingRecordTodayQuery,
    produces: 'application/pdf',
    handler: recordPdf,
  }),
];
