import { z } from 'zod';

export const LicenseTypeView = z.enum(['VIEW_OPEN', 'VIEW_LICENSED']);
export const LicenseTypeExport = z.enum(['EXPORT_OPEN', 'EXPORT_LICENSED', 'EXPORT_NONE']);

/** A regulation of the standards service (GET /sr-api/regulations, sorted by title). */
export const Regulation = z.object({
  id: z.string(),
  regulationId: z.string(),
  number: z.string(),
  title: z.string(),
  licenseTypeView: LicenseTypeView,
  licenseTypeExport: LicenseTypeExport,
});
export type Regulation = z.infer<typeof Regulation>;
export const RegulationList = z.array(Regulation);
export type RegulationList = z.infer<typeof RegulationList>;

export const REGULATION_MESSAGES = {
  list: "Regulation list couldn't be fetched. Please try again.",
  fromSr: 'Regulations from SR could not be fetched.',
} as const;
