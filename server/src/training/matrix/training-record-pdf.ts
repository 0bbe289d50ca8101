import type PDFDocument from 'pdfkit';
import { TRAINING_RECORD_TEXTS as T } from '@qms/shared-api/contract';
import { drawTable, FONTS, printedDateTime } from '../../processes/index';
import { lazyModule } from '../../lazy-module';
import type { RecordLine, TrainingRecord } from './training-record';

// The PDF training record (issue 29.5), drawn with the exports' pdfkit, fonts (DejaVu: any name prints) and
// table: a title, when it was made, the confirmed trainings with their signatures, the open ones with overdue.

type Doc = InstanceType<typeof PDFDocument>;
// loaded by the first record, not by every start (ADR 0181)
const pdfkit = lazyModule<typeof PDFDocument>('pdfkit');
const MARGIN = 50;
const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

function section(
  doc: Doc,
  title: string,
  header: readonly string[],
  rows: string[][],
  empty: string,
  widths: (number | '*')[],
): void {
  doc
    .moveDown(0.8)
    .font(FONTS.Bold)
    .fontSize(12)
    .text(title, MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.3).font(FONTS.Body).fontSize(9);
  if (rows.length === 0) {
    doc.text(empty, MARGIN, doc.y, { width: width(doc) });
    return;
  }
  drawTable(
    doc,
    [header.map((text) => ({ text, header: true })), ...rows.map((r) => r.map((text) => ({ text })))],
    MARGIN,
    width(doc),
    widths,
  );
}

const assigned = (line: RecordLine) => line.assignedAt.slice(0, 10);

export async function renderTrainingRecordPdf(record: TrainingRecord, now: Date): Promise<Buffer> {
  const title = record.kind === 'user' ? T.userTitle(record.name) : T.processTitle(record.name);
  const doc = new (pdfkit())({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Creator: 'eQMS', Producer: 'eQMS' },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc
    .font(FONTS.Bold)
    .fontSize(18)
    .text(title, { width: width(doc) });
  doc.font(FONTS.Body).fontSize(9).fillColor('#555555');
  doc.text(T.generated(record.today, printedDateTime(now.toISOString()))).fillColor('black');
  const user = record.kind === 'user';
  section(
    doc,
    T.confirmed,
    user ? T.confirmedHeader : T.confirmedHeaderProcess,
    record.confirmed.map((l) => [
      l.subject,
      `V${l.version}`,
      assigned(l),
      l.signature ? printedDateTime(l.signature.signedAt) : '',
      l.signature?.meaning ?? '',
      l.signature?.printedName ?? '',
    ]),
    T.noneConfirmed,
    // the signature's time and meaning on one line each: an auditor reads them at a glance
    ['*', 44, 62, 130, 104, '*'],
  );
  section(
    doc,
    T.open,
    user ? T.openHeader : T.openHeaderProcess,
    record.open.map((l) => [l.subject, `V${l.version}`, assigned(l), l.dueDate, l.overdue ? T.yes : T.no]),
    T.noneOpen,
    ['*', 44, 62, 62, 56],
  );
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** training-record-<name>-<day>.pdf, the name reduced to what every file system takes. */
export const trainingRecordFileName = (record: TrainingRecord): string =>
  `training-record-${record.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}-${record.today}.pdf`;
