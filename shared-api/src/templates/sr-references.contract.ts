import { z } from 'zod';

/**
 * An entry of a standards-service reference list (spec 2 §3 "Each has id, name and description"): GET
 * /sr-api/template-contents, /sr-api/roles, /sr-api/processes, /sr-api/sop-contents. Global (every tenant reads
 * the same catalogue), written only by the operator command `sr:import-references`.
 */
export const SrReference = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type SrReference = z.infer<typeof SrReference>;
export const SrReferenceList = z.array(SrReference);
export type SrReferenceList = z.infer<typeof SrReferenceList>;

export const SR_REFERENCE_KINDS = ['template-contents', 'roles', 'processes', 'sop-contents'] as const;
export type SrReferenceKind = (typeof SR_REFERENCE_KINDS)[number];

/** The JSON file `sr:import-references` reads: per kind a list of entries (ids unique per kind). */
const entries = z.array(
  z.object({
    id: z.string().trim().min(1).max(200),
    name: z.string().trim().min(1).max(500),
    description: z.string().max(10_000).default(''),
  }),
);
export const SrReferenceCatalog = z.object({
  templateContents: entries.default([]),
  roles: entries.default([]),
  processes: entries.default([]),
  sopContents: entries.default([]),
});
export type SrReferenceCatalog = z.infer<typeof SrReferenceCatalog>;
