import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { lazyModule } from '../lazy-module';

/**
 * The user manual (docs/manual/*.md) as HTML, rendered by markdown-it (ADR 0131). `html: false`: raw HTML in the
 * source is escaped, and markdown-it refuses javascript:/vbscript:/data: link targets, so the page needs nothing
 * beyond the CSP it already has. The manual is written to read on GitHub as well, hence the two rules below:
 * - headings get GitHub's ids, so `page.md#heading` links work in both places;
 * - links to another page (`regulations.md#x`, `processes`) become `/docs/regulations#x`, the route that serves it.
 */
const markdownIt = lazyModule<typeof MarkdownIt>('markdown-it');

export const escapeHtml = (text: string): string => manualMarkdown().utils.escapeHtml(text);

/** GitHub's heading anchor: lower case, punctuation dropped, each space a hyphen. */
export function slugOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text of an inline token as GitHub slugs it: the words of its emphasis, code spans and link texts. */
function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const RELATIVE_PAGE = /^(?:\.\/)?([a-z0-9-]+)(?:\.md)?(#.*)?$/;
const ABSOLUTE_PAGE = /^\/docs\/([a-z0-9-]+)\.md(#.*)?$/;

/** Where a link of a manual page goes in the served app; external links and anchors are left alone. */
export function manualHref(href: string): string {
  if (SCHEME.test(href) || href.startsWith('#')) return href;
  const page = RELATIVE_PAGE.exec(href) ?? ABSOLUTE_PAGE.exec(href);
  return page ? `/docs/${page[1]}${page[2] ?? ''}` : href;
}

/** The manual's renderer, made by the first page served rather than by every start (ADR 0181). */
let instance: InstanceType<typeof MarkdownIt> | undefined;
function manualMarkdown(): InstanceType<typeof MarkdownIt> {
  if (instance) return instance;
  const markdown = new (markdownIt())({ html: false, linkify: false, typographer: false });
  markdown.core.ruler.push('manual_heading_ids', (state) => {
    const seen = new Map<string, number>();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const slug = slugOf(plainText(state.tokens[index + 1]));
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      token.attrSet('id', count ? `${slug}-${count}` : slug);
    });
  });
  markdown.core.ruler.push('manual_links_and_cells', (state) => {
    for (const token of state.tokens) {
      // a column's alignment as a class of the page's stylesheet rather than a style attribute per cell
      if (token.type === 'th_open' || token.type === 'td_open') {
        const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
        if (token.attrs) token.attrs = token.attrs.filter(([name]) => name !== 'style');
        if (align) token.attrSet('class', `align-${align}`);
      }
      for (const child of token.children ?? []) {
        const href = child.type === 'link_open' ? child.attrGet('href') : null;
        if (href !== null) child.attrSet('href', manualHref(String(href)));
      }
    }
  });
  return (instance = markdown);
}

export interface ManualPage {
  /** the first level-1 heading, else the fallback */
  title: string;
  html: string;
}

export function renderManual(source: string, fallbackTitle: string): ManualPage {
  const markdown = manualMarkdown();
  const tokens = markdown.parse(source, {});
  const h1 = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
  const title = h1 >= 0 ? plainText(tokens[h1 + 1]) : fallbackTitle;
  return { title: title || fallbackTitle, html: markdown.renderer.render(tokens, markdown.options, {}) };
}

/** A whole manual page: one stylesheet in the head, no script (the CSP of every response applies). */
export function manualPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – QMS manual</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}
code{background:#f1f3f5;padding:0 .2em;border-radius:3px}pre{background:#f1f3f5;padding:.75rem;overflow:auto}
table{border-collapse:collapse;margin:1rem 0;display:block;overflow-x:auto}
th,td{border:1px solid #cbd2d9;padding:.3rem .6rem;text-align:left;vertical-align:top}th{background:#f1f3f5}
.align-center{text-align:center}.align-right{text-align:right}
nav a{margin-right:.75rem}</style></head>
<body>${bodyHtml}</body></html>`;
}
