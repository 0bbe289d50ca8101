import { http, HttpResponse } from 'msw';
import {
  blockNumbers,
  COPY_NAME_SUFFIX,
  PROCESS_CSV_COLUMNS,
  processExportFileName,
} from '../../processes/exports.contract';
import { isTermValidFor } from '../../processes/processes.rules';
import type { SopArtifact, SopVersionSummary } from '../../processes/sops.contract';
import { getMockDb } from '../db';
import {
  blocksOf,
  detailOf,
  findArtifact,
  findVersion,
  processStore,
  uuid,
  versionOr404,
} from './processes-store';
import { errorResponse, forbidViewer, qms } from './util';

// The exports and copy of a process in the mock (test scaffolding): the same paths, headers and file names as the
// server; the PDF is a minimal document, the CSV follows the one CSV convention in short.

const notFound = () => errorResponse(404, 'Process version not found.');
const csvCell = (value: string) =>
  `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const disposition = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

function visibleBlocks(version: SopVersionSummary) {
  const blocks = blocksOf(version.versionId).filter((b) => b.versionState !== 'DELETED');
  const numbers = blockNumbers(blocks);
  return blocks.map((b, i) => ({ ...b, number: numbers[i]! }));
}

export const processExportHandlers = [
  http.get(qms('/sops/v/:versionId/pdf'), ({ params }) => {
    const version = findVersion(String(params.versionId));
    if (!version) return notFound();
    const text = [version.name, ...visibleBlocks(version).map((b) => `${b.number} ${b.name}`)].join(' / ');
    return new HttpResponse(`%PDF-1.4\n% mock export: ${text}\n%%EOF\n`, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': disposition(processExportFileName(version, 'pdf')),
      },
    });
  }),
  http.get(qms('/sops/v/:versionId/html'), ({ params }) => {
    const version = findVersion(String(params.versionId));
    if (!version) return notFound();
    const blocks = visibleBlocks(version)
      .map((b) => `<section><h3>${escape(`${b.number} ${b.name}`)}</h3></section>`)
      .join('');
    return new HttpResponse(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(version.name)}</title></head><body><main><h1>${escape(version.name)}</h1>${blocks}</main></body></html>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }),
  http.get(qms('/sops/by-version-id/:versionId'), ({ params, request }) => {
    const version = findVersion(String(params.versionId));
    if (!version) return notFound();
    if (!/text\/csv/i.test(request.headers.get('accept') ?? '')) return HttpResponse.json(detailOf(version));
    const rows = visibleBlocks(version).map((b) =>
      [b.number, b.type, b.name, b.description.replace(/<[^>]*>/g, ' ').trim(), '', b.testable ? 'yes' : 'no']
        .concat(Array.from({ length: PROCESS_CSV_COLUMNS.length - 6 }, () => ''))
        .map(csvCell)
        .join(','),
    );
    const csv = ['\uFEFF' + PROCESS_CSV_COLUMNS.map(csvCell).join(','), ...rows].join('\r\n') + '\r\n';
    return new HttpResponse(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': disposition(processExportFileName(version, 'csv')),
      },
    });
  }),
  http.post(qms('/sops/:artifactId/versions/:versionId/copy'), ({ params, request }) => {
    const denied = forbidViewer(request);
    if (denied) return denied;
    const source = versionOr404(String(params.artifactId), String(params.versionId));
    if (source instanceof Response) return source;
    const original = findArtifact(source.artifactId)!;
    const list = getMockDb().sops;
    const artifact: SopArtifact = { ...original, artifactId: uuid(), orderedArtifactIds: [], dbVersion: 0 };
    const version: SopVersionSummary = {
      ...source,
      artifactId: artifact.artifactId,
      versionId: uuid(),
      version: 1,
      releaseState: 'DRAFT',
      changeDescription: '',
      name: `${source.name}${COPY_NAME_SUFFIX}`,
      dbVersion: 0,
    };
    list.artifacts.push(artifact);
    list.sops.push(version);
    const parent = artifact.parentArtifactId ? findArtifact(artifact.parentArtifactId) : undefined;
    if (parent) parent.orderedArtifactIds = [...parent.orderedArtifactIds, artifact.artifactId];
    else list.rootOrderedArtifactIds = [...list.rootOrderedArtifactIds, artifact.artifactId];
    blocksOf(version.versionId).push(
      ...visibleBlocks(source).map(({ number: _number, ...b }) => ({
        ...b,
        artifactId: uuid(),
        versionId: uuid(),
        version: 1,
        versionState: 'CREATED' as const,
        sopArtifactId: artifact.artifactId,
        dbVersion: 0,
      })),
    );
    const store = processStore();
    const terms = store.terms.filter(
      (t) => t.sopArtifactId === source.artifactId && isTermValidFor(t, source.version),
    );
    store.terms.push(
      ...terms.map((t) => ({
        ...t,
        artifactId: uuid(),
        versionId: uuid(),
        version: 1,
        sopArtifactId: artifact.artifactId,
        sopVersionCreated: 1,
        sopVersionReplaced: null,
        dbVersion: 0,
      })),
    );
    return HttpResponse.json(detailOf(version), { status: 201 });
  }),
];
