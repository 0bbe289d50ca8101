import { z } from 'zod';

/**
 * SR relations (spec 3 §3 "Relation release", "Relation per requirement"): per regulation, releases of a rule set
 * that relate each requirement to the standards service's reference lists (template contents, process contents,
 * roles, terms, SR processes). Global content like the regulations, written only by the operator command
 * `sr:import-references`; the gap list derives its proposals from them (docs/adr/0085-sr-relations-and-proposals.md).
 */
export const RelationRelease = z.object({
  id: z.string(),
  regulationId: z.string(),
  status: z.string(),
  ruleVersion: z.string(),
});
export type RelationRelease = z.infer<typeof RelationRelease>;
export const RelationReleaseList = z.array(RelationRelease);
export type RelationReleaseList = z.infer<typeof RelationReleaseList>;

export const Relation = z.object({
  requirementId: z.string(),
  ruleIds: z.array(z.string()),
  templateContentIds: z.array(z.string()),
  roleIds: z.array(z.string()),
  reportIds: z.array(z.string()),
  termIds: z.array(z.string()),
  sopContentIds: z.array(z.string()),
  linkedProcessIds: z.array(z.string()),
  sopContentLinkedProcessIds: z.array(z.string()),
  templateContentLinkedProcessIds: z.array(z.string()),
  references: z.string(),
});
export type Relation = z.infer<typeof Relation>;

/** GET /sr-api/relations/{releaseId}: the release and its relations keyed by requirementId. */
export const RelationReleaseDetail = z.object({
  release: RelationRelease,
  relations: z.record(z.string(), Relation),
});
export type RelationReleaseDetail = z.infer<typeof RelationReleaseDetail>;

export const RelationReleaseQuery = z.object({ regulationId: z.string().min(1).max(200) });
export const RelationReleaseIdParams = z.object({ releaseId: z.string().min(1).max(200) });

/**
 * How a term is named in the standards service (it has no term catalogue): by its text, trimmed and lower-cased.
 * The relations import stores a relation's `termIds` so, the requirement search compares so, and a process's
 * requirement search sends its glossary terms so (ADR 0086).
 */
export const srTermId = (term: string): string => term.trim().toLowerCase();

/** The spec's message (3 §5, §8) for a relation that names no requirement. */
export const RELATION_WITHOUT_REQUIREMENT = 'requirement has no relation';

const refIds = z.array(z.string().trim().min(1).max(200)).max(10_000).default([]);

/**
 * One relation of the catalogue file: the requirement by its key in the regulation (OSCAL id, e.g. `ac-2`). A
 * relation without one is refused with RELATION_WITHOUT_REQUIREMENT.
 */
const RelationCatalogueEntry = z.object({
  requirementKey: z.string().trim().min(1).max(500).optional(),
  ruleIds: refIds,
  templateContentIds: refIds,
  roleIds: refIds,
  reportIds: refIds,
  termIds: refIds,
  sopContentIds: refIds,
  linkedProcessIds: refIds,
  sopContentLinkedProcessIds: refIds,
  templateContentLinkedProcessIds: refIds,
  references: z.string().max(10_000).default(''),
});
type RelationCatalogueEntry = z.infer<typeof RelationCatalogueEntry>;

/**
 * A release of the catalogue file (`relationReleases` of `sr:import-references`): the regulation named by its
 * `number` (as `sr:import --number` set it; the title by default) or its catalog identity (+ version).
 */
export const RelationReleaseCatalogueEntry = z.object({
  id: z.string().trim().min(1).max(200),
  regulation: z
    .object({
      number: z.string().trim().min(1).max(500).optional(),
      catalogIdentity: z.string().trim().min(1).max(500).optional(),
      version: z.string().max(200).optional(),
    })
    .refine((r) => r.number !== undefined || r.catalogIdentity !== undefined, {
      message: 'name the regulation by number or catalogIdentity',
    }),
  status: z.string().trim().min(1).max(50).default('DRAFT'),
  ruleVersion: z.string().trim().max(50).default(''),
  relations: z.array(RelationCatalogueEntry).max(100_000).default([]),
});
export type RelationReleaseCatalogueEntry = z.infer<typeof RelationReleaseCatalogueEntry>;
export const RelationCatalogue = z.object({
  relationReleases: z.array(RelationReleaseCatalogueEntry).default([]),
});
export type RelationCatalogue = z.infer<typeof RelationCatalogue>;
