import type { FastifyReply } from 'fastify';
import {
  processExportFileName,
  SopCopyParams,
  SopDetailResponse,
  SopVersionIdParams,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { getSopByVersionId } from '../sops/sops.read';
import { copyProcess } from './copy';
import { renderProcessCsv } from './csv-export';
import { loadExportData } from './export-data';
import { renderProcessHtml } from './html-export';
import { renderProcessPdf } from './pdf-document';
import { storedProcessPdf } from './stored-pdf';

// The generated route checks' requests and rows for these routes: exports.examples.ts.

const tags = ['processes'];
const base = { service: 'qms' as const, tenantScoped: true, tags };

/** attachment with the spec's file name: an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const headers = (reply: FastifyReply, type: string, fileName: string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', attachment(fileName))
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store');
const send = (reply: FastifyReply, type: string, fileName: string, body: string | Buffer) =>
  headers(reply, type, fileName).send(body);

export const exportsRoutes = [
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/v/:versionId/pdf',
    access: 'read',
    summary:
      'The controlled PDF of a process version (header on every page, cover with history and signatures, ' +
      'NOT RELEASED mark on DRAFT / IN_RELEASE); a process stored as a PDF answers its uploaded PDF',
    params: SopVersionIdParams,
    produces: 'application/pdf',
    handler: async ({ tx, user, params, reply }) => {
      const data = await loadExportData(tx, user, params.versionId);
      const fileName = processExportFileName(data.sop, 'pdf');
      if (!data.sop.sopAsPdf) return send(reply, 'application/pdf', fileName, await renderProcessPdf(data));
      void headers(reply, 'application/pdf', fileName);
      // the uploaded PDF streams out after the commit (registerRoute answers a Readable then)
      return storedProcessPdf(tx, user.tenantId, params.versionId);
    },
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/v/:versionId/html',
    access: 'read',
    summary:
      'The simplified, printable HTML of a process version (sanitised; no script, no external resources)',
    params: SopVersionIdParams,
    produces: 'text/html',
    handler: async ({ tx, user, params, reply }) => {
      const data = await loadExportData(tx, user, params.versionId);
      // the headers before send: the answer's onSend hooks run within send (the security headers keep a policy
      // the route set, and only one set by then)
      return (
        headers(reply, 'text/html; charset=utf-8', processExportFileName(data.sop, 'html'))
          .header('content-disposition', 'inline')
          // the page may show its own styles and inline images, nothing else; sandbox: no script, whatever it holds
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
          )
          .send(renderProcessHtml(data))
      );
    },
  }),
  defineRoute({
    ...base,
    method: 'GET',
    url: '/sops/by-version-id/:versionId',
    access: 'read',
    summary:
      'A process version: with Accept text/csv one CSV row per block (UTF-8 BOM, RFC 4180, formulas ' +
      'neutralised), else the version with its artifact and blocks as JSON',
    params: SopVersionIdParams,
    response: SopDetailResponse,
    produces: 'text/csv',
    handler: async ({ tx, user, params, request, reply }) => {
      if (!/\btext\/csv\b/i.test(String(request.headers.accept ?? '')))
        return getSopByVersionId(tx, user.tenantId, params.versionId);
      const data = await loadExportData(tx, user, params.versionId);
      return send(
        reply,
        'text/csv; charset=utf-8',
        processExportFileName(data.sop, 'csv'),
        renderProcessCsv(data),
      );
    },
  }),
  defineRoute({
    ...base,
    method: 'POST',
    url: '/sops/:artifactId/versions/:versionId/copy',
    access: 'write',
    summary:
      "Copies a process version into a new process (V1 DRAFT, '<name> (Copy)', beside the original in the tree) " +
      'with its purpose, links, blocks and terms under new ids',
    params: SopCopyParams,
    response: SopDetailResponse,
    handler: ({ tx, user, params }) => copyProcess(tx, user.tenantId, params.artifactId, params.versionId),
  }),
];
