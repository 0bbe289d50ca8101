import { lazyModule } from '../../lazy-module';
import { parseFragment as parse5Fragment } from 'parse5';

/**
 * A parsed node of stored rich text. parse5 (the HTML parser jsdom itself uses) builds a plain tree without a DOM
 * around it: a 200-block export parses 200 fragments, and a jsdom `innerHTML` per block costs ten times as much.
 */
export interface HtmlNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  value?: string;
}

/** Parses stored rich text (or plain text) into a tree; nothing in it runs or loads. */
export const parseFragment = (html: string): HtmlNode => parse5Fragment(html) as unknown as HtmlNode;

/** The upper-case tag of an element, '' for text and comments. */
export const tagOf = (node: HtmlNode): string => (node.tagName ? node.tagName.toUpperCase() : '');
export const isText = (node: HtmlNode): boolean => node.nodeName === '#text';
export const childrenOf = (node: HtmlNode): HtmlNode[] => node.childNodes ?? [];
export const attrOf = (node: HtmlNode, name: string): string | undefined =>
  node.attrs?.find((a) => a.name === name)?.value;

/** Every descendant element with the tag, in document order. */
export function descendants(node: HtmlNode, tag: string, out: HtmlNode[] = []): HtmlNode[] {
  for (const child of childrenOf(node)) {
    if (tagOf(child) === tag) out.push(child);
    descendants(child, tag, out);
  }
  return out;
}

const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'TR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE']);

/** The text of a node: one line per paragraph, list item or table row (cells separated by ' | '). */
export function nodeText(root: HtmlNode): string {
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    if (line.trim()) lines.push(line.replace(/\s+/g, ' ').trim());
    line = '';
  };
  const walk = (node: HtmlNode) => {
    if (isText(node)) {
      line += node.value ?? '';
      return;
    }
    const tag = tagOf(node);
    if (tag === 'BR') return flush();
    if (BLOCK_TAGS.has(tag)) flush();
    if (tag === 'LI') line += '- ';
    const children = childrenOf(node);
    children.forEach((child, i) => {
      walk(child);
      const cell = tagOf(child) === 'TD' || tagOf(child) === 'TH';
      if (cell && i < children.length - 1) line += ' | ';
    });
    if (BLOCK_TAGS.has(tag)) flush();
  };
  walk(root);
  flush();
  return lines.join('\n');
}

/** The text of stored rich text (CSV cells, table cells of the PDF). */
export const plainText = (html: string): string =>
  html.includes('<') ? nodeText(parseFragment(html)) : html;

// diagrams are SVG (XML): jsdom's XML parser reads them like a browser does; loaded on the first export (ADR 0181)
const jsdom = lazyModule<typeof import('jsdom')>('jsdom');
let window: import('jsdom').DOMWindow | undefined;

/**
 * A diagram's SVG for vector drawing: draw.io writes each label twice, as HTML in a <foreignObject> and as a
 * plain <text> fallback inside <switch>. PDF has no HTML, so the fallback is kept and the foreignObject dropped.
 */
export function diagramForPdf(svg: string): { markup: string; width: number; height: number } | null {
  if (!svg.trim()) return null;
  window ??= new (jsdom().JSDOM)('<!DOCTYPE html>').window;
  const root = new window.DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  if (!root || root.nodeName.toLowerCase() !== 'svg') return null;
  for (const fo of [...root.getElementsByTagName('foreignObject')]) fo.remove();
  for (const sw of [...root.getElementsByTagName('switch')]) {
    const group = root.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'g');
    for (const attr of [...sw.attributes]) group.setAttribute(attr.name, attr.value);
    while (sw.firstChild) group.appendChild(sw.firstChild);
    sw.replaceWith(group);
  }
  const viewBox = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = parseFloat(root.getAttribute('width') ?? '') || viewBox[2] || 0;
  const height = parseFloat(root.getAttribute('height') ?? '') || viewBox[3] || 0;
  if (!(width > 0 && height > 0)) return null;
  return { markup: new window.XMLSerializer().serializeToString(root), width, height };
}
