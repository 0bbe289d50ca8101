// The impact-analysis CSV's layout (spec 3 §9; decisions in docs/adr/0092-impact-csv-streamed.md).
// Pure: the streaming export (impact-csv.ts) feeds it one impact at a time.

const SIDE = [
  'Id',
  'Title',
  'Text',
  'Inherited',
  'Applicability',
  'Reason',
  'Note',
  'S&R Reference',
  'Requirement Link',
  'Process',
  'Template Content',
  'Template',
  'Process Evidences',
] as const;

/** From side (13), To side (the same 13), then the impact's 5: spec 3 §9's names, the side names repeated. */
export const IMPACT_CSV_HEADER: readonly string[] = [
  ...SIDE,
  ...SIDE,
  'Change',
  'Change Text',
  'Impact',
  'Impact Text',
  'Impact Link',
];
export const SIDE_COLUMNS = SIDE.length;

/** One requirement of a side with the inherited (INCLUDED_IN_ANCESTOR) requirements merged into its row. */
export interface SideRequirement {
  id: string;
  title: string;
  text: string;
  /** the inherited requirements merged into this row: their ids and texts (each on its own line) */
  inherited: { id: string; text: string }[];
  applicability: string;
  reason: string;
  note: string;
  reference: string;
  link: string;
  processes: string;
  templateContents: string;
  templates: string;
  processEvidences: string;
}

export interface ImpactCells {
  changeType: string;
  changeDescription: string;
  impactType: string;
  impactDescription: string;
  link: string;
}

const sideCells = (r: SideRequirement | undefined): string[] =>
  r
    ? [
        r.id,
        r.title,
        [r.text, ...r.inherited.map((i) => [i.id, i.text].filter(Boolean).join(' '))]
          .filter(Boolean)
          .join('\n'),
        r.inherited.map((i) => i.id).join('\n'),
        r.applicability,
        r.reason,
        r.note,
        r.reference,
        r.link,
        r.processes,
        r.templateContents,
        r.templates,
        r.processEvidences,
      ]
    : Array<string>(SIDE_COLUMNS).fill('');

/**
 * The rows of one impact: its from- and to-requirements side by side in regulation order (the longer side sets the
 * row count), the impact's own cells only on the first row.
 */
export function impactRows(
  impact: ImpactCells,
  from: readonly SideRequirement[],
  to: readonly SideRequirement[],
): string[][] {
  const count = Math.max(from.length, to.length, 1);
  return Array.from({ length: count }, (_, i) => [
    ...sideCells(from[i]),
    ...sideCells(to[i]),
    ...(i === 0
      ? [
          impact.changeType,
          impact.changeDescription,
          impact.impactType,
          impact.impactDescription,
          impact.link,
        ]
      : ['', '', '', '', '']),
  ]);
}

/** ImpactAnalysis_{fromRegulationId}--to--{toRegulationId}.csv, with characters a file name cannot hold replaced. */
export function impactCsvFileName(fromRegulationId: string, toRegulationId: string): string {
  const safe = (id: string) => id.replace(/[\\/:*?"<>|\r\n]/g, '_');
  return `ImpactAnalysis_${safe(fromRegulationId)}--to--${safe(toRegulationId)}.csv`;
}

/** A control's stored text starts with its title in bold (the catalog importer's layout): split it off. */
export function splitTitle(html: string): { title: string; body: string } {
  const match = /^<p><strong>([\s\S]*?)<\/strong><\/p>/.exec(html);
  return match ? { title: match[1]!, body: html.slice(match[0].length) } : { title: '', body: html };
}
