import { z } from 'zod';
import { ReleaseState } from '../common/release-state';

export const RequirementType = z.enum(['QMS', 'PRODUCT']);
export type RequirementType = z.infer<typeof RequirementType>;

export const SopArtifact = z.object({
  artifactId: z.string(),
  parentArtifactId: z.string().nullable(),
  requirementType: RequirementType,
  /** order of this artifact's children */
  orderedArtifactIds: z.array(z.string()),
});
export type SopArtifact = z.infer<typeof SopArtifact>;

/** A process version as listed in the overview (blocks are loaded with the detail). */
export const SopVersionSummary = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
  changeDescription: z.string(),
  sopAsPdf: z.boolean(),
  name: z.string(),
  description: z.string(),
  templateArtifactIds: z.array(z.string()),
  templateContentIds: z.array(z.string()),
  srProcessIds: z.array(z.string()),
});
export type SopVersionSummary = z.infer<typeof SopVersionSummary>;

export const SopListResponse = z.object({
  artifacts: z.array(SopArtifact),
  sops: z.array(SopVersionSummary),
  allLinkedSrProcessIds: z.array(z.string()),
});
export type SopListResponse = z.infer<typeof SopListResponse>;

export const PROCESS_MESSAGES = {
  list: "SOPs couldn't be fetched. Please try again.",
} as const;
