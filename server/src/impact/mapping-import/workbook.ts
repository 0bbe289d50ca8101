import { InvalidMappingError, type DraftChangeType, type ImpactDraft } from './drafts';

/**
 * NIST's SP 800-53 Rev. 4 → Rev. 5 comparison workbook (converted to JSON, one object per Rev. 5 control). The
 * change-type rules are those of ../shared/data/regulations/README.md; docs/adr/0091-mapping-import.md has the
 * reasoning.
 */
export interface WorkbookRow {
  rev5_id: string;
  rev5_title?: string | null;
  more_than_editorial_change: string;
  changed_elements?: string[] | null;
  change_details?: string | null;
}

const NEW_MARKERS = new Set(['new base control', 'new control enhancement']);
const WITHDRAWN_MARKER = 'withdrawn';

export function isComparisonWorkbook(body: unknown): body is { rows: WorkbookRow[] } {
  if (!body || typeof body !== 'object') return false;
  const rows = (body as { rows?: unknown }).rows;
  return Array.isArray(rows) && rows.length > 0 && typeof (rows[0] as WorkbookRow).rev5_id === 'string';
}

/** 'AC-2' → 'ac-2', 'AC-2(1)' → 'ac-2.1': the OSCAL control id the catalog importer uses as requirement key. */
export function controlIdOf(label: string): string {
  const match = /^\s*([A-Za-z]{2,3})-(\d+)(?:\s*\((\d+)\))?\s*$/.exec(label);
  if (!match) throw new InvalidMappingError(`Unknown control number '${label}' in the comparison workbook.`);
  const [, family, number, enhancement] = match;
  return `${family!.toLowerCase()}-${Number(number)}${enhancement ? `.${Number(enhancement)}` : ''}`;
}

/** "Previously withdrawn in Rev4; …": the control was history before Rev. 5 already. */
export const withdrawnInRev4 = (row: WorkbookRow): boolean =>
  /previously withdrawn/i.test(row.change_details ?? '');

export function changeTypeOf(row: WorkbookRow): DraftChangeType {
  const elements = (row.changed_elements ?? []).map((e) => e.trim().toLowerCase());
  if (elements.some((e) => NEW_MARKERS.has(e))) return 'NEW_REQUIREMENT';
  if (elements.includes(WITHDRAWN_MARKER)) return 'DELETED_REQUIREMENT';
  const flag = row.more_than_editorial_change.trim().toUpperCase();
  if (flag === 'Y') return 'CHANGE';
  if (flag !== 'N')
    throw new InvalidMappingError(`Row ${row.rev5_id}: change flag '${flag}' is neither Y nor N.`);
  // 'N' alone means nothing changed; any editorial notation ('Changes discussion', 'Changes title') is SIMILAR
  return elements.every((e) => e === 'n' || e === '') ? 'NO_CHANGE' : 'SIMILAR';
}

/** The notations (without the bare 'N') on one line, then NIST's details as written. */
export function changeDescriptionOf(row: WorkbookRow): string {
  const elements = (row.changed_elements ?? []).filter((e) => e.trim() && e.trim().toUpperCase() !== 'N');
  return [elements.join('; '), (row.change_details ?? '').trim()].filter(Boolean).join('\n');
}

/**
 * One draft per workbook row. Same control id on both sides (NIST kept the numbering: a withdrawn control stays
 * in the Rev. 5 catalog as a withdrawn entry), except a new control, which has no Rev. 4 side.
 */
export function draftsFromWorkbook(body: unknown): ImpactDraft[] {
  if (!isComparisonWorkbook(body))
    throw new InvalidMappingError('Not a comparison workbook: "rows" with "rev5_id" expected.');
  const seen = new Set<string>();
  return body.rows.map((row) => {
    const id = controlIdOf(row.rev5_id);
    if (seen.has(id)) throw new InvalidMappingError(`Control ${row.rev5_id} appears twice in the workbook.`);
    seen.add(id);
    const changeType = changeTypeOf(row);
    return {
      importKey: `nist-workbook:${id}`,
      changeType,
      changeDescription: changeDescriptionOf(row),
      requirementIdsFrom: changeType === 'NEW_REQUIREMENT' ? [] : [id],
      requirementIdsTo: [id],
    };
  });
}
