import type PDFDocument from 'pdfkit';
import { FONTS } from './pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;

/** One cell of a PDF table: header cells are bold; a cell may span columns. */
export interface GridCell {
  text: string;
  header?: boolean;
  colSpan?: number;
}

const PAD_X = 4;
const PAD_Y = 3;
const BORDER = '#888888';

/** Column widths: numbers are points, '*' (or none given) share what is left equally. */
function columnWidths(columns: number, maxWidth: number, widths?: (number | '*')[]): number[] {
  const given = Array.from({ length: columns }, (_, i) => widths?.[i] ?? '*');
  const fixed = given.reduce<number>((sum, w) => sum + (w === '*' ? 0 : w), 0);
  const stars = given.filter((w) => w === '*').length;
  const star = stars ? Math.max(0, maxWidth - fixed) / stars : 0;
  return given.map((w) => (w === '*' ? star : w));
}

/**
 * Draws a bordered table from x at doc.y in the current font size, a row never split across pages. pdfkit's own
 * doc.table deep-clones and re-measures every cell's style: it cost about a millisecond per small table, most of a
 * block's share of an export (200-block bench). This draws each cell once: measure, text, border.
 */
export function drawTable(
  doc: Doc,
  rows: GridCell[][],
  x: number,
  maxWidth: number,
  widths?: (number | '*')[],
): void {
  const columns = Math.max(0, ...rows.map((r) => r.reduce((n, c) => n + (c.colSpan ?? 1), 0)));
  if (columns === 0) return;
  const colWidths = columnWidths(columns, maxWidth, widths);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  for (const row of rows) {
    let column = 0;
    const cells = row.map((cell) => {
      const span = Math.min(cell.colSpan ?? 1, columns - column);
      const left = x + colWidths.slice(0, column).reduce((a, b) => a + b, 0);
      const width = colWidths.slice(column, column + span).reduce((a, b) => a + b, 0);
      column += span;
      return { ...cell, left, width, font: cell.header ? FONTS.Bold : FONTS.Body };
    });
    const height =
      2 * PAD_Y +
      Math.max(
        0,
        ...cells.map((c) =>
          c.text ? doc.font(c.font).heightOfString(c.text, { width: Math.max(1, c.width - 2 * PAD_X) }) : 0,
        ),
      );
    // a row that does not fit starts a new page (unless it is the first thing on the page)
    if (doc.y + height > bottom() && doc.y > doc.page.margins.top) doc.addPage();
    const page = doc.page;
    const y = doc.y;
    for (const c of cells) {
      if (c.text)
        doc.font(c.font).text(c.text, c.left + PAD_X, y + PAD_Y, { width: Math.max(1, c.width - 2 * PAD_X) });
      doc.rect(c.left, y, c.width, height).lineWidth(0.5).stroke(BORDER);
    }
    // a row taller than a page has flowed on to the next page (pdfkit breaks the text): continue below it there
    if (doc.page === page) doc.y = y + height;
    else doc.y += PAD_Y;
  }
  doc.font(FONTS.Body);
  doc.x = doc.page.margins.left;
}
