// the e2e bench type-checks this file without server/src in its project: the declaration must come along
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./svg-to-pdfkit.d.ts" />
import type PDFDocument from 'pdfkit';
import type SVGtoPDF from 'svg-to-pdfkit';
import { NOT_RELEASED_MARK } from '@qms/shared-api/contract';
import { TEST_FIELDS, type ExportBlock, type ExportData } from './export-data';
import { FONTS, fontFor } from './pdf-fonts';
import { BODY_SIZE, writeRichText } from './pdf-rich-text';
import { drawTable } from './pdf-table';
import { printedDate } from './print-format';
import { commentsTable, NO_SIGNATURES, signaturesTable, withdrawnTable } from './signature-tables';
import { diagramForPdf } from './rich-text';
import { lazyModule } from '../../lazy-module';

// loaded by the first export, not by every start (ADR 0181)
const pdfkit = lazyModule<typeof PDFDocument>('pdfkit');
const svgToPdf = lazyModule<typeof SVGtoPDF>('svg-to-pdfkit');

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = { top: 78, bottom: 56, left: 56, right: 56 };
const GREY = '#555555';
const RED = '#b00020';

/** The mark every page of a version carries that is not (or no longer) in force. */
export function pageMark(releaseState: string): string | null {
  if (releaseState === 'DRAFT' || releaseState === 'IN_RELEASE') return NOT_RELEASED_MARK;
  if (releaseState === 'OBSOLETE') return 'OBSOLETE';
  return null;
}

function heading(doc: Doc, text: string, size: number): void {
  // a heading never sits alone at the foot of a page
  if (doc.y + size * 4 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.6).font(FONTS.Bold).fontSize(size).fillColor('black');
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3).font(FONTS.Body).fontSize(BODY_SIZE);
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function plainTable(doc: Doc, header: string[], rows: string[][], widths?: (number | '*')[]): void {
  doc.fontSize(BODY_SIZE - 1);
  drawTable(
    doc,
    [header.map((text) => ({ text, header: true })), ...rows.map((r) => r.map((text) => ({ text })))],
    doc.page.margins.left,
    contentWidth(doc),
    widths,
  );
  doc.moveDown(0.5).fontSize(BODY_SIZE);
}

function note(doc: Doc, text: string): void {
  doc.font(FONTS.Italic).fontSize(BODY_SIZE).fillColor(GREY);
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor('black').font(FONTS.Body).moveDown(0.4);
}

function writeCover(doc: Doc, { sop, record }: ExportData): void {
  doc
    .font(FONTS.Bold)
    .fontSize(20)
    .text(sop.name, { width: contentWidth(doc) });
  doc.font(FONTS.Body).fontSize(11).fillColor(GREY);
  doc.text(`Version ${sop.version} · ${sop.releaseState}`).fillColor('black').moveDown(0.5);
  const mark = pageMark(sop.releaseState);
  if (mark) {
    doc.font(FONTS.Bold).fontSize(11).fillColor(RED);
    doc.text(`${mark}: this ${sop.releaseState} version is not a controlled, released document.`);
    doc.fillColor('black').font(FONTS.Body);
  }
  heading(doc, 'Change description', 12);
  if (sop.changeDescription.trim()) writeRichText(doc, sop.changeDescription);
  else note(doc, 'No change description.');
  heading(doc, 'History', 12);
  if (record.history.length === 0) note(doc, 'No version has been released yet.');
  else
    plainTable(
      doc,
      ['Version', 'Date', 'Authors', 'Description'],
      record.history.map((h) => [
        `V${h.version}`,
        printedDate(h.releasedAt),
        h.authorDisplayNames.join(', '),
        h.changeDescription,
      ]),
      [50, 70, 140, '*'],
    );
  writeSignatures(doc, record);
}

function writeSignatures(doc: Doc, record: ExportData['record']): void {
  heading(doc, 'Signatures', 12);
  const signatures = signaturesTable(record);
  if (signatures.rows.length === 0) note(doc, NO_SIGNATURES);
  else plainTable(doc, signatures.header, signatures.rows, ['*', 130, 80, 80]);
  const comments = commentsTable(record);
  if (comments) {
    heading(doc, "Reviewers' comments", 12);
    plainTable(doc, comments.header, comments.rows, [130, 75, '*']);
  }
  const withdrawn = withdrawnTable(record);
  if (withdrawn) {
    heading(doc, 'Withdrawn signatures', 12);
    note(doc, 'Not in force: withdrawn by a revert of the decision or by the cancellation of the release.');
    plainTable(doc, withdrawn.header, withdrawn.rows, ['*', 72, 58, 58, 95, 80]);
  }
}

function writeGlossary(doc: Doc, { terms }: ExportData): void {
  heading(doc, '2 Glossary', 14);
  if (terms.length === 0) return note(doc, 'No terms defined.');
  plainTable(
    doc,
    ['Term', 'Abbreviation', 'Definition'],
    terms.map((t) => [t.term, t.abbreviation, t.definition]),
    [130, 80, '*'],
  );
}

function writeDiagram(doc: Doc, svg: string): void {
  const diagram = diagramForPdf(svg);
  if (!diagram) return note(doc, 'Empty diagram.');
  const maxHeight = doc.page.height - doc.page.margins.top - doc.page.margins.bottom - 20;
  const scale = Math.min(1, contentWidth(doc) / diagram.width, maxHeight / diagram.height);
  const width = diagram.width * scale;
  const height = diagram.height * scale;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  svgToPdf()(doc, diagram.markup, doc.page.margins.left, y, {
    width,
    height,
    preserveAspectRatio: 'xMinYMin meet',
    fontCallback: (_family, bold, italic) => fontFor(bold, italic),
    warningCallback: () => undefined,
  });
  doc.font(FONTS.Body).fontSize(BODY_SIZE).fillColor('black');
  doc.x = doc.page.margins.left;
  doc.y = y + height + 8;
}

function writeBlock(doc: Doc, block: ExportBlock): void {
  heading(doc, `${block.number} ${block.name}`, block.type === 'HEADER' ? 14 : 12);
  if (block.type === 'DRAWIO') writeDiagram(doc, block.description);
  else if (block.description.trim()) writeRichText(doc, block.description);
  if (block.roleName) {
    doc.font(FONTS.Bold).text('Role: ', doc.page.margins.left, doc.y, { continued: true });
    doc.font(FONTS.Body).text(block.roleName).moveDown(0.3);
  }
  if (block.testable)
    plainTable(
      doc,
      ['Test field', 'Value'],
      TEST_FIELDS.map(([label, key]) => [label, block[key]]),
      [150, '*'],
    );
}

/** Header on every page (name, version, state, page X of Y) and the not-released mark, drawn once all pages exist. */
function decoratePages(doc: Doc, { sop }: ExportData): void {
  const range = doc.bufferedPageRange();
  const mark = pageMark(sop.releaseState);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // drawing in the margins must not start new pages
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = MARGIN.left;
    const width = doc.page.width - MARGIN.left - MARGIN.right;
    doc.font(FONTS.Bold).fontSize(9).fillColor('black');
    doc.text(sop.name, left, 30, { width: width * 0.6, lineBreak: false, ellipsis: true });
    doc.font(FONTS.Body).fontSize(9);
    doc.text(`Version ${sop.version} · ${sop.releaseState}`, left, 30, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, left, 43, {
      width,
      align: 'right',
      lineBreak: false,
    });
    if (mark) {
      doc
        .font(FONTS.Bold)
        .fillColor(RED)
        .text(mark, left, 43, { width: width * 0.6, lineBreak: false });
      doc.save().rotate(-40, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.fillOpacity(0.12).font(FONTS.Bold).fontSize(80).fillColor(RED);
      doc.text(mark, 0, doc.page.height / 2 - 40, {
        width: doc.page.width,
        align: 'center',
        lineBreak: false,
      });
      doc.restore();
    }
    doc
      .moveTo(left, 58)
      .lineTo(left + width, 58)
      .lineWidth(0.5)
      .stroke('#888888');
    doc.fillColor('black').fillOpacity(1);
    doc.page.margins.bottom = bottom;
  }
}

/** Renders the controlled PDF of a process version (layout: docs/adr/0058-process-exports.md). */
export async function renderProcessPdf(data: ExportData): Promise<Buffer> {
  const { sop } = data;
  const doc = new (pdfkit())({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: { Title: `${sop.name} V${sop.version} ${sop.releaseState}`, Creator: 'eQMS', Producer: 'eQMS' },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font(FONTS.Body).fontSize(BODY_SIZE);
  writeCover(doc, data);
  heading(doc, '1 Purpose', 14);
  if (sop.description.trim()) writeRichText(doc, sop.description);
  else note(doc, 'No purpose given.');
  writeGlossary(doc, data);
  for (const block of data.blocks) writeBlock(doc, block);
  decoratePages(doc, data);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
