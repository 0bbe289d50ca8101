import type PDFDocument from 'pdfkit';
import {
  attrOf,
  childrenOf,
  descendants,
  isText,
  nodeText,
  parseFragment,
  tagOf,
  type HtmlNode,
} from './rich-text';
import { fontFor } from './pdf-fonts';
import { drawTable } from './pdf-table';

type Doc = InstanceType<typeof PDFDocument>;
interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}
const INDENT = 16;
export const BODY_SIZE = 10;

const isBold = (tag: string) => ['STRONG', 'B', 'TH'].includes(tag) || /^H[1-6]$/.test(tag);
const isItalic = (tag: string) => tag === 'EM' || tag === 'I';

/** The inline runs of a node (bold/italic as marks), nested lists and tables excluded. */
function runsOf(node: HtmlNode, bold = false, italic = false, out: Run[] = []): Run[] {
  for (const child of childrenOf(node)) {
    if (isText(child)) {
      const text = (child.value ?? '').replace(/\s+/g, ' ');
      if (text) out.push({ text, bold, italic });
      continue;
    }
    const tag = tagOf(child);
    if (!tag || tag === 'UL' || tag === 'OL' || tag === 'TABLE') continue;
    if (tag === 'BR') out.push({ text: '\n', bold, italic });
    else runsOf(child, bold || isBold(tag), italic || isItalic(tag), out);
  }
  return out;
}

/** Writes runs as one paragraph from x, wrapping at the right margin (pdfkit breaks pages itself). */
function writeRuns(doc: Doc, runs: Run[], x: number, size = BODY_SIZE): void {
  const trimmed = runs.filter((r) => r.text.length > 0);
  if (trimmed.length === 0 || trimmed.every((r) => !r.text.trim())) return;
  const width = doc.page.width - doc.page.margins.right - x;
  doc.fontSize(size);
  trimmed.forEach((run, i) => {
    doc.font(fontFor(run.bold, run.italic));
    const options = { width, continued: i < trimmed.length - 1 };
    if (i === 0) doc.text(run.text.replace(/^ /, ''), x, doc.y, options);
    else doc.text(run.text, options);
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.35);
}

function writeTable(doc: Doc, table: HtmlNode, x: number): void {
  const rows = descendants(table, 'TR').map((tr) =>
    childrenOf(tr)
      .filter((c) => tagOf(c) === 'TD' || tagOf(c) === 'TH')
      .map((cell) => ({
        text: nodeText(cell),
        header: tagOf(cell) === 'TH',
        colSpan: Number(attrOf(cell, 'colspan')) || 1,
      })),
  );
  doc.fontSize(BODY_SIZE - 1);
  drawTable(doc, rows, x, doc.page.width - doc.page.margins.right - x);
  doc.fontSize(BODY_SIZE).moveDown(0.5);
}

function writeList(doc: Doc, list: HtmlNode, x: number): void {
  const ordered = tagOf(list) === 'OL';
  let n = Number(attrOf(list, 'start')) || 1;
  for (const item of childrenOf(list).filter((c) => tagOf(c) === 'LI')) {
    const marker = ordered ? `${n++}. ` : '• ';
    const runs = runsOf(item);
    writeRuns(doc, [{ text: marker, bold: false, italic: false }, ...runs], x);
    for (const nested of childrenOf(item).filter((c) => ['UL', 'OL', 'TABLE'].includes(tagOf(c))))
      writeNode(doc, nested, x);
  }
}

const INLINE_TAGS = new Set(['STRONG', 'B', 'EM', 'I', 'SPAN', 'A', 'U', 'S', 'CODE', 'MARK']);
const HEADING_SIZES: Record<string, number> = { H1: 14, H2: 13, H3: 12, H4: 11, H5: 10, H6: 10 };

function writeNode(doc: Doc, el: HtmlNode, x: number): void {
  if (isText(el)) {
    writeRuns(doc, [{ text: el.value ?? '', bold: false, italic: false }], x);
    return;
  }
  const tag = tagOf(el);
  if (!tag) return;
  if (tag === 'UL' || tag === 'OL') return writeList(doc, el, x + INDENT);
  if (tag === 'TABLE') return writeTable(doc, el, x);
  if (tag === 'HR') {
    doc
      .moveTo(x, doc.y)
      .lineTo(doc.page.width - doc.page.margins.right, doc.y)
      .stroke('#888888');
    doc.moveDown(0.5);
    return;
  }
  if (tag === 'BLOCKQUOTE' || tag === 'DIV') {
    for (const child of childrenOf(el)) writeNode(doc, child, tag === 'BLOCKQUOTE' ? x + INDENT : x);
    return;
  }
  writeRuns(doc, runsOf(el, isBold(tag), isItalic(tag)), x, HEADING_SIZES[tag] ?? BODY_SIZE);
}

/**
 * Writes stored rich text (TipTap HTML: paragraphs, headings, lists, bold/italic, tables) at the left margin.
 * Inline text that is no paragraph's child (plain text purposes) is written as one paragraph.
 */
export function writeRichText(doc: Doc, html: string): void {
  if (!html.includes('<')) {
    // plain text keeps its line breaks
    for (const line of html.split(/\r?\n/))
      writeRuns(doc, [{ text: line, bold: false, italic: false }], doc.page.margins.left);
    return;
  }
  let loose: Run[] = [];
  const flushLoose = () => {
    writeRuns(doc, loose, doc.page.margins.left);
    loose = [];
  };
  for (const child of childrenOf(parseFragment(html))) {
    if (isText(child) || INLINE_TAGS.has(tagOf(child))) {
      loose.push(...runsOf({ nodeName: '#fragment', childNodes: [child] }));
      continue;
    }
    flushLoose();
    writeNode(doc, child, doc.page.margins.left);
  }
  flushLoose();
}
