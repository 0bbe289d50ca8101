import { diffWords } from 'diff';
import { LICENSING_NOTICE, type SessionUser } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { sanitizeRichText } from '../../http/sanitize';
import { mayViewContent, regulationViewLicences, requirementTexts } from '../../regulations/index';
import { getImpactAnalysis } from '../analyses/analyses.repository';
import { getImpact } from './impacts.repository';
import { lazyModule } from '../../lazy-module';

const jsdom = lazyModule<typeof import('jsdom')>('jsdom');
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The readable text of stored requirement HTML (paragraphs and list items on their own lines). */
function plainText(html: string): string {
  const fragment = jsdom().JSDOM.fragment(html.replace(/<\/(p|li|div|h\d)>/gi, '</$1>\n'));
  return (fragment.textContent ?? '').replace(/[ \t]+/g, ' ').trim();
}

/** The requirements' texts in document order, one paragraph each. */
async function textOf(tx: Tx, ids: string[]): Promise<string> {
  return (await requirementTexts(tx, ids)).map(plainText).filter(Boolean).join('\n');
}

/**
 * A word-level diff (the `diff` package) of the from-requirements' text against the to-requirements' text, as
 * HTML: removed words in <del>, added ones in <ins>, line breaks as <br>. Every piece of text is escaped and the
 * result sanitised all the same. Without the view right for both regulations (spec 3 §5) the answer is the
 * licensing notice and no requirement text is read.
 */
export async function impactDiffHtml(
  tx: Tx,
  user: SessionUser,
  analysisId: string,
  impactId: string,
): Promise<string> {
  const analysis = await getImpactAnalysis(tx, user.tenantId, analysisId);
  const impact = await getImpact(tx, user.tenantId, analysisId, impactId);
  const regulations = await regulationViewLicences(tx, [analysis.regulationIdFrom, analysis.regulationIdTo]);
  const viewable = (id: string) => {
    const regulation = regulations.find((r) => r.id === id);
    // a regulation gone from the standards service: treat as licensed (show nothing rather than guess)
    return !!regulation && mayViewContent(user, regulation);
  };
  if (!viewable(analysis.regulationIdFrom) || !viewable(analysis.regulationIdTo))
    return `<div class="impact-diff"><p class="licensing-notice">${escapeHtml(LICENSING_NOTICE)}</p></div>`;
  const before = await textOf(tx, impact.requirementIdsFrom);
  const after = await textOf(tx, impact.requirementIdsTo);
  const body = diffWords(before, after)
    .map((part) => {
      const text = escapeHtml(part.value).replace(/\n/g, '<br>');
      if (part.added) return `<ins>${text}</ins>`;
      if (part.removed) return `<del>${text}</del>`;
      return `<span>${text}</span>`;
    })
    .join('');
  return sanitizeRichText(`<div class="impact-diff">${body}</div>`);
}
