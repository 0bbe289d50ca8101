import { http, HttpResponse } from 'msw';
import { type MappingImportReport } from '../../impact/impact-import.contract';
import { IMPACT_IMPORT_MESSAGES } from '../../impact/impact-import.messages';
import { getMockDb } from '../db';
import { errorResponse, forbidViewer, qms, readJson } from './util';

const analysisExists = (id: unknown) => getMockDb().impactAnalyses.some((r) => r.impactAnalysis.id === id);

/**
 * The mapping import and the CSV export of the impact area. The mock does not map anything: it answers a report
 * counting the file's rows (workbook) or maps (collection) as created, enough for the screens' result summary.
 */
export const impactImportHandlers = [
  http.post(qms('/impact-analyses/:id/import-mapping'), async ({ request, params }) => {
    const refused = forbidViewer(request);
    if (refused) return refused;
    if (!analysisExists(params.id)) return errorResponse(404, 'Impact analysis not found.');
    const body = (await readJson(request)) as Record<string, unknown> | undefined;
    const rows = Array.isArray(body?.rows) ? body.rows.length : undefined;
    const collection = body?.['mapping-collection'] as { mappings?: { maps?: unknown[] }[] } | undefined;
    const maps = collection?.mappings?.reduce((n, m) => n + (m.maps?.length ?? 0), 0);
    if (rows === undefined && maps === undefined) return errorResponse(400, IMPACT_IMPORT_MESSAGES.invalid);
    const report: MappingImportReport = {
      format: rows !== undefined ? 'nist-comparison-workbook' : 'oscal-mapping-collection',
      orientation: rows !== undefined ? null : 'source-is-from',
      created: rows ?? maps ?? 0,
      updated: 0,
      unchanged: 0,
      skippedEdited: 0,
      unmapped: [],
    };
    return HttpResponse.json(report);
  }),
  http.get(qms('/impact-analyses/:id/csv-export'), ({ params }) => {
    if (!analysisExists(params.id)) return errorResponse(404, 'Impact analysis not found.');
    return new HttpResponse('\uFEFF"Id","Title"\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="ImpactAnalysis_mock--to--mock.csv"',
      },
    });
  }),
];
