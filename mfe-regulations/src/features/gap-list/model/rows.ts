import { excerpt, plainText } from '@qms/shared-ui';
import {
  matchesApplicabilityFilter,
  matchesEvidenceFilter,
  type ApplicabilityFilter,
  type EvidenceFilter,
  type GapListRequirement,
  type QmsRequirement,
  type RegulationRequirement,
} from '@qms/shared-api';

/** spec 3 §9: the text filter applies from 3 characters (case-insensitive); §2: excerpt of 50 characters. */
export const MIN_FILTER_LENGTH = 3;
export const PARENT_EXCERPT_LENGTH = 50;
export const PART_OF_TEXT = 'This interpretation is part of';

/** One line of the gap list: a requirement (or heading) with the assessment that covers it. */
export interface GapRow {
  requirement: GapListRequirement;
  /** its own assessment (interpretable or deprecated requirements); null for headings and included paragraphs */
  qms: QmsRequirement | null;
  /** nesting below the shallowest level of the list (indentation 2rem each, spec 3 §9) */
  depth: number;
  /** 'This interpretation is part of' excerpt: first 50 characters of the interpreting requirement + '...' */
  readonly partOf: string | null;
  deprecated: boolean;
  /** plain text of the requirement (text filter, headings, table of contents): computed on first read, then kept */
  readonly plain: string;
}

export interface GapFilter {
  text: string;
  applicability: ApplicabilityFilter;
  evidence: EvidenceFilter;
  /** spec 3 §3 "Gap filter" linkedProcessIds, §9 'All Processes' / 'Unassigned': a target process artifact id */
  process: ProcessFilter;
}
/** 'ALL' ('All Processes'), 'UNASSIGNED' (no target process) or the artifact id of one target process */
type ProcessFilter = 'ALL' | 'UNASSIGNED' | (string & {});
export const EMPTY_FILTER: GapFilter = { text: '', applicability: 'ALL', evidence: 'ALL', process: 'ALL' };

const matchesProcess = (targets: readonly string[], filter: ProcessFilter) =>
  filter === 'ALL' || (filter === 'UNASSIGNED' ? targets.length === 0 : targets.includes(filter));

// A DOMParser per requirement: with 5,000 requirements, computing every plain text up front was the bulk of the
// first render (issue 14 bench). Computed when first read (a heading shown, a text filter, an excerpt) and kept per
// requirement object, so a refetched list (new objects) recomputes and an old one is garbage-collected.
const plainCache = new WeakMap<RegulationRequirement, string>();

/** Plain text of a requirement's HTML, computed once per requirement object. */
function plainOf(requirement: RegulationRequirement): string {
  let plain = plainCache.get(requirement);
  if (plain === undefined) {
    plain = plainText(requirement.text);
    plainCache.set(requirement, plain);
  }
  return plain;
}

/**
 * Builds the rows in document order; assessments whose requirement left the catalog come last. `minLevel`: the
 * whole regulation's smallest level when the requirements are only its first ones (the gap list's head), so the
 * rows are indented as they will be in the full list.
 */
export function buildRows(
  requirements: readonly RegulationRequirement[],
  qmsRequirements: readonly QmsRequirement[],
  minLevel: number | null = requirements.reduce((m, r) => Math.min(m, r.level), Number.POSITIVE_INFINITY),
): GapRow[] {
  const qmsById = new Map(qmsRequirements.map((q) => [q.requirementId, q]));
  const byId = new Map(requirements.map((r) => [r.id, r]));
  const rows = requirements.map((r): GapRow => {
    const qms = qmsById.get(r.id) ?? null;
    const interpreter = r.interpretedInRequirementId ? byId.get(r.interpretedInRequirementId) : undefined;
    const included = r.type !== 'HEADING' && !r.interpretable && !!interpreter;
    return {
      requirement: r,
      qms,
      depth: Math.max(0, r.level - (minLevel ?? r.level)),
      // getters: the plain texts are read only for the rows that show or filter them
      get partOf() {
        return included && interpreter.contentVisible
          ? excerpt(plainOf(interpreter), PARENT_EXCERPT_LENGTH)
          : null;
      },
      deprecated: qms?.requirementType === 'DEPRECATED',
      get plain() {
        return plainOf(r);
      },
    };
  });
  for (const q of qmsRequirements) {
    if (byId.has(q.requirementId)) continue;
    rows.push({ requirement: orphan(q), qms: q, depth: 0, partOf: null, deprecated: true, plain: '' });
  }
  return rows;
}

/** A deprecated assessment whose requirement is no longer in the catalog: shown by its id. */
function orphan(q: QmsRequirement): RegulationRequirement {
  return {
    id: q.requirementId,
    key: q.requirementId,
    regulationId: q.regulationId,
    type: 'TEXT',
    interpretable: false,
    text: null,
    guidance: null,
    paragraph: q.requirementId,
    level: 0,
    requirementIds: [],
    parentId: null,
    interpretedInRequirementId: null,
    withdrawn: true,
    contentVisible: true,
  };
}

/** The assessment a row is judged by: its own, else the one of the requirement that interprets it. */
function assessmentOf(row: GapRow, qmsById: Map<string, QmsRequirement>): QmsRequirement | null {
  if (row.qms) return row.qms;
  const parent = row.requirement.interpretedInRequirementId;
  return parent ? (qmsById.get(parent) ?? null) : null;
}

/** spec 3 §2, §5: headings always stay; the text filter needs 3 characters; filters match the assessment. */
export function filterRows(rows: readonly GapRow[], filter: GapFilter): GapRow[] {
  const text = filter.text.trim().toLowerCase();
  const useText = text.length >= MIN_FILTER_LENGTH;
  const onlyText = filter.applicability === 'ALL' && filter.evidence === 'ALL' && filter.process === 'ALL';
  if (!useText && onlyText) return [...rows];
  const qmsById = new Map(rows.flatMap((r) => (r.qms ? [[r.requirement.id, r.qms] as const] : [])));
  return rows.filter((row) => {
    if (row.requirement.type === 'HEADING') return true;
    if (useText && !`${row.requirement.paragraph} ${row.plain}`.toLowerCase().includes(text)) return false;
    if (onlyText) return true;
    const q = assessmentOf(row, qmsById);
    if (!q) return false;
    return (
      matchesApplicabilityFilter(q, filter.applicability) &&
      matchesEvidenceFilter(q, filter.evidence) &&
      matchesProcess(q.targetSopArtifactIds, filter.process)
    );
  });
}

/** Index of the row an anchor names: a requirement key (#key) or #requirement-id={regulationId}---{requirementId}. */
export function anchorIndex(rows: readonly GapRow[], hash: string): number {
  const raw = decodeURIComponent(hash.replace(/^#/, ''));
  if (!raw) return -1;
  const prefix = 'requirement-id=';
  if (raw.startsWith(prefix)) {
    const requirementId = raw.slice(prefix.length).split('---')[1] ?? '';
    return rows.findIndex((r) => r.requirement.id === requirementId);
  }
  return rows.findIndex((r) => r.requirement.key === raw);
}
