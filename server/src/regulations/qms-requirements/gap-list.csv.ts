import {
  EXPORT_NOT_LICENSED,
  WARNING_TEXTS,
  type EvidenceState,
  type QmsRequirement,
  type SessionUser,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { csvRow, UTF8_BOM } from '../../http/csv';
import { forbidden } from '../../http/errors';
import { newestBlocks, preferredSopNames } from '../../processes/index';
import { templateAndContentNames } from '../../templates/index';
import { mayExport } from '../licensing';
import { regulationDetail } from '../regulations/regulations.repository';
import { listByRegulation } from './qms-requirements.repository';

export const GAP_LIST_CSV_HEADER = [
  'Paragraph',
  'Text',
  'Applicability',
  'Reason',
  'Notes',
  'Warnings',
  'Target Processes',
  'Target Templates',
  'Template Contents',
  'Product Requirements',
  'Linked Blocks',
  'Process Evidence',
  'Template Evidence',
];

const APPLICABILITY: Record<QmsRequirement['applicability'], string> = {
  NOT_DEFINED: 'Not defined',
  NOT_APPLICABLE: 'Not applicable',
  INFORMATION: 'Information',
  APPLICABLE: 'Applicable',
};
const EVIDENCE: Record<EvidenceState, string> = {
  IMPLEMENTED: 'Implemented',
  NOT_IMPLEMENTED: 'Not implemented',
  IMPLEMENTED_BUT_NOT_REQUIRED: 'Implemented but not required',
  INFORMATION_ONLY: 'Information only',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of the sanitised requirement HTML: block ends become line breaks, tags go, entities decode. */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>|<\/(p|li|div|h[1-6]|tr|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code[0] === '#')
        return String.fromCodePoint(code[1] === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * Display names of the targets (the preferred version's name; blocks their newest name; template contents their
 * name); ids when unknown.
 */
export async function names(
  tx: Tx,
  tenantId: string,
  entries: readonly QmsRequirement[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      entries.flatMap((q) => [
        ...q.targetSopArtifactIds,
        ...q.actualSopArtifactIds,
        ...q.targetTemplateArtifactIds,
        ...q.actualTemplateArtifactIds,
        ...q.targetSopBlockArtifactIds,
        ...q.referencedSopBlockArtifactIds,
        ...q.templateContentIds,
      ]),
    ),
  ];
  // one after the other: a transaction's statements do not run in parallel anyway
  const sops = await preferredSopNames(tx, tenantId, ids);
  const blocks = await newestBlocks(tx, tenantId, ids);
  const templates = await templateAndContentNames(tx, tenantId, ids);
  return new Map([
    ...sops.map((s) => [s.id, s.name] as const),
    ...templates.map((t) => [t.id, t.name] as const),
    ...blocks.map((b) => [b.blockArtifactId, b.name] as const),
  ]);
}

/**
 * gap-list.csv (docs/adr/0082-gap-list-csv.md): one row per heading and per requirement in
 * document order. A requirement's text includes the paragraphs assessed with it (joined by line breaks), like the
 * impact analysis export merges inherited requirements. Needs the view right and the export licence (403).
 */
export async function gapListCsv(tx: Tx, user: SessionUser, regulationId: string): Promise<string> {
  const { regulation, requirements } = await regulationDetail(tx, user, regulationId);
  if (!mayExport(user, regulation)) throw forbidden(EXPORT_NOT_LICENSED);
  const entries = await listByRegulation(tx, user.tenantId, regulationId, requirements);
  const byId = new Map(entries.map((q) => [q.requirementId, q]));
  const named = await names(tx, user.tenantId, entries);
  const nameOf = (id: string) => named.get(id) ?? id;
  const join = (ids: readonly string[]) => ids.map(nameOf).join('\n');
  const evidence = (states: Record<string, EvidenceState>) =>
    Object.entries(states)
      .map(([id, state]) => `${nameOf(id)}: ${EVIDENCE[state]}`)
      .join('\n');

  const included = new Map<string, string[]>();
  for (const r of requirements) {
    if (!r.interpretable && r.interpretedInRequirementId && r.type !== 'HEADING') {
      const texts = included.get(r.interpretedInRequirementId) ?? [];
      texts.push([r.paragraph, htmlToText(r.text)].filter(Boolean).join(' '));
      included.set(r.interpretedInRequirementId, texts);
    }
  }
  const lines = [UTF8_BOM, csvRow(GAP_LIST_CSV_HEADER)];
  const row = (paragraph: string, text: string, q: QmsRequirement | undefined) =>
    csvRow([
      paragraph,
      text,
      q ? APPLICABILITY[q.applicability] + (q.requirementType === 'DEPRECATED' ? ' (deprecated)' : '') : '',
      q?.applicabilityReason ?? '',
      q?.notes ?? '',
      // the texts the screen shows, not the codes
      q?.applicabilityWarnings.map((w) => WARNING_TEXTS[w]).join('\n') ?? '',
      q ? join(q.targetSopArtifactIds) : '',
      q ? join(q.targetTemplateArtifactIds) : '',
      q ? join(q.templateContentIds) : '',
      q ? join(q.targetSopBlockArtifactIds) : '',
      q ? join(q.referencedSopBlockArtifactIds) : '',
      q ? evidence(q.sopEvidenceStates) : '',
      q ? evidence(q.templateEvidenceStates) : '',
    ]);
  for (const r of requirements) {
    const q = byId.get(r.id);
    byId.delete(r.id);
    if (r.type === 'HEADING') lines.push(row(r.paragraph, htmlToText(r.text), undefined));
    else if (q) {
      const text = [htmlToText(r.text), ...(included.get(r.id) ?? [])].filter(Boolean).join('\n');
      lines.push(row(r.paragraph, text, q));
    }
  }
  // deprecated assessments of requirements no longer in the catalog
  for (const q of byId.values()) lines.push(row('', '', q));
  return lines.join('');
}
