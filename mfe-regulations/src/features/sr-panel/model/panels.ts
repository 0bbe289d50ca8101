import { plainText } from '@qms/shared-ui';
import type { Regulation, RegulationRequirement, RequirementSearchResult } from '@qms/shared-api';

/** spec 3 §9: the filter text applies (and highlights) from 3 characters, trimmed, case-insensitive. */
const MIN_HIGHLIGHT_LENGTH = 3;
/** spec 3 §9: 2rem indentation per nesting level. */
export const INDENT_REM = 2;
/** spec 3 §2: 'Referencing standards' only for a text longer than 7 characters. */
const MIN_REFERENCES_LENGTH = 8;

export const PANEL_TEXTS = {
  empty: 'No linked requirements found',
  referencing: 'Referencing standards',
} as const;

export interface PanelRequirement {
  requirement: RegulationRequirement;
  /** nesting below the shallowest requirement of its panel */
  depth: number;
  plain: string;
}

/** One expansion panel: a regulation with its requirements and headings in the order the service sent them. */
interface RegulationPanel {
  regulation: Regulation;
  requirements: PanelRequirement[];
  /** some requirement text is withheld (licence): the panel shows the licensing notice */
  licensed: boolean;
}

/** Plain text of a requirement's HTML with a space where a block ends (a control's title and its statement). */
function readable(html: string | null): string {
  return plainText(html?.replace(/<\/(p|li|div|h[1-6])>|<br\s*\/?>/gi, '$& ') ?? null);
}

/** The filter text when it applies (trimmed, ≥ 3 characters), else null. */
function activeFilter(filterText: string): string | null {
  const text = filterText.trim();
  return text.length >= MIN_HIGHLIGHT_LENGTH ? text : null;
}

/**
 * Groups a search result per regulation (the service's regulation order). With an active filter text, text
 * requirements that do not contain it are left out; headings stay. Regulations without requirements are left out.
 */
export function panelsOf(result: RequirementSearchResult, filterText = ''): RegulationPanel[] {
  const filter = activeFilter(filterText)?.toLowerCase() ?? null;
  return result.regulations.flatMap((regulation) => {
    const own = result.requirements.filter((r) => r.regulationId === regulation.id);
    const minLevel = own.reduce((m, r) => Math.min(m, r.level), Number.POSITIVE_INFINITY);
    const requirements = own
      .map((r) => ({ requirement: r, depth: Math.max(0, r.level - minLevel), plain: readable(r.text) }))
      .filter((p) => !filter || p.requirement.type === 'HEADING' || p.plain.toLowerCase().includes(filter));
    if (requirements.length === 0) return [];
    const licensed = own.some((r) => r.type !== 'HEADING' && !r.contentVisible);
    return [{ regulation, requirements, licensed }];
  });
}

/** The text cut into parts, the matches of the active filter marked (case-insensitive). */
export function highlightParts(text: string, filterText: string): { text: string; match: boolean }[] {
  const filter = activeFilter(filterText);
  if (!filter) return [{ text, match: false }];
  const escaped = filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .split(new RegExp(`(${escaped})`, 'gi'))
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: part.toLowerCase() === filter.toLowerCase() }));
}

/** spec 3 §2: a requirement opens its regulation at that requirement (/sr-list/{regulationId}#{requirementKey}). */
export const requirementHref = (r: Pick<RegulationRequirement, 'regulationId' | 'key'>): string =>
  `/sr-list/${encodeURIComponent(r.regulationId)}#${encodeURIComponent(r.key)}`;

/** The 'Referencing standards' text when it is long enough to be shown, else null. */
export function referencesToShow(text: string | null | undefined): string | null {
  const t = text?.trim() ?? '';
  return t.length >= MIN_REFERENCES_LENGTH ? t : null;
}
