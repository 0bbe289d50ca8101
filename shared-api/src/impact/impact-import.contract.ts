import { z } from 'zod';
import { storageTooLargeMessage, type BodyLimit } from '../common/text-limit';

/**
 * POST /qms-api/impact-analyses/{id}/import-mapping: the body is the mapping file itself as JSON (NIST's comparison
 * workbook or an OSCAL mapping collection, recognised by its shape), up to MAPPING_IMPORT_MAX_BYTES.
 */
export const MAPPING_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** The import's body limit, in the words the Import mapping dialog shows for a file over it. */
export const MAPPING_IMPORT_BODY_LIMIT: BodyLimit = {
  maxBytes: MAPPING_IMPORT_MAX_BYTES,
  message: storageTooLargeMessage(MAPPING_IMPORT_MAX_BYTES),
};
export const MappingImportBody = z.looseObject({});
export type MappingImportBody = z.infer<typeof MappingImportBody>;

/** Which side of an OSCAL collection is the analysis's From regulation; auto decides by the ids that resolve. */
export const MappingImportQuery = z.object({
  direction: z.enum(['auto', 'source-is-from', 'source-is-to']).default('auto'),
});
export type MappingImportQuery = z.infer<typeof MappingImportQuery>;

export const MappingImportUnmapped = z.object({
  importKey: z.string(),
  /** UNKNOWN_REQUIREMENT: the control is not in the regulation; CONFLICT: another impact already maps it (§5) */
  reason: z.enum(['UNKNOWN_REQUIREMENT', 'CONFLICT']),
  side: z.enum(['FROM', 'TO']),
  requirement: z.string(),
});
export type MappingImportUnmapped = z.infer<typeof MappingImportUnmapped>;

export const MappingImportReport = z.object({
  format: z.enum(['nist-comparison-workbook', 'oscal-mapping-collection']),
  orientation: z.enum(['source-is-from', 'source-is-to']).nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skippedEdited: z.number().int(),
  unmapped: z.array(MappingImportUnmapped),
});
export type MappingImportReport = z.infer<typeof MappingImportReport>;

export const impactAnalysisImportPath = (id: string) =>
  `/qms-api/impact-analyses/${encodeURIComponent(id)}/import-mapping`;
