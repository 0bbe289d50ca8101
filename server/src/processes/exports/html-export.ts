import { SOP_AS_PDF_NO_BLOCKS } from '@qms/shared-api/contract';
import { sanitizeRichText } from '../../http/sanitize';
import { TEST_FIELDS, type ExportBlock, type ExportData } from './export-data';
import { pageMark } from './pdf-document';
import { printedDate } from './print-format';
import { commentsTable, NO_SIGNATURES, signaturesTable, withdrawnTable } from './signature-tables';

/** Text for HTML content and attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Stored rich text, sanitised again on the way out; plain text keeps its line breaks. */
const richText = (text: string): string =>
  text.includes('<')
    ? sanitizeRichText(text)
    : text
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');

function table(header: string[], rows: string[][]): string {
  const th = header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

function block(b: ExportBlock): string {
  const level = b.type === 'HEADER' ? 'h2' : 'h3';
  const parts = [`<${level}>${escapeHtml(`${b.number} ${b.name}`)}</${level}>`];
  if (b.type === 'DRAWIO') {
    // an SVG as an image can not run anything, whatever it holds
    if (b.description.trim())
      parts.push(
        `<img class="diagram" alt="${escapeHtml(`Diagram: ${b.name}`)}" src="data:image/svg+xml;base64,${Buffer.from(b.description).toString('base64')}">`,
      );
  } else if (b.description.trim()) parts.push(richText(b.description));
  if (b.roleName) parts.push(`<p class="role"><strong>Role:</strong> ${escapeHtml(b.roleName)}</p>`);
  if (b.testable)
    parts.push(
      `<dl class="test-fields">${TEST_FIELDS.map(([label, key]) => `<dt>${label}</dt><dd>${escapeHtml(b[key])}</dd>`).join('')}</dl>`,
    );
  return `<section class="block block-${b.type.toLowerCase()}" id="${escapeHtml(b.artifactId)}">${parts.join('')}</section>`;
}

/** Signatures in force, the signers' comments, and the withdrawn signatures apart (left out when none). */
function signaturesHtml(record: ExportData['record']): string {
  const signatures = signaturesTable(record);
  const comments = commentsTable(record);
  const withdrawn = withdrawnTable(record);
  return [
    `<h2>Signatures</h2>${signatures.rows.length ? table(signatures.header, signatures.rows) : `<p>${NO_SIGNATURES}</p>`}`,
    comments ? `<h2>Reviewers' comments</h2>${table(comments.header, comments.rows)}` : '',
    withdrawn
      ? `<h2>Withdrawn signatures</h2><p>Not in force: withdrawn by a revert of the decision or by the cancellation of the release.</p>${table(withdrawn.header, withdrawn.rows)}`
      : '',
  ].join('');
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#111;line-height:1.45}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #777;padding:.25rem .4rem;text-align:left;vertical-align:top}
.mark{color:#b00020;font-weight:bold;border:2px solid #b00020;padding:.25rem .5rem}img.diagram{max-width:100%}
dl.test-fields{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:bold}
@media print{body{margin:0;max-width:none}section.block{break-inside:avoid-page}}`;

/** The simplified, printable HTML of a process version (structure: docs/adr/0058-process-exports.md). */
export function renderProcessHtml({ sop, blocks, terms, record }: ExportData): string {
  const mark = pageMark(sop.releaseState);
  const title = `${sop.name} V${sop.version} ${sop.releaseState}`;
  const cover = [
    `<h2>Change description</h2>${sop.changeDescription.trim() ? richText(sop.changeDescription) : '<p>No change description.</p>'}`,
    `<h2>History</h2>${
      record.history.length
        ? table(
            ['Version', 'Date', 'Authors', 'Description'],
            record.history.map((h) => [
              `V${h.version}`,
              printedDate(h.releasedAt),
              h.authorDisplayNames.join(', '),
              h.changeDescription,
            ]),
          )
        : '<p>No version has been released yet.</p>'
    }`,
    signaturesHtml(record),
  ].join('');
  const content = sop.sopAsPdf
    ? `<p class="mark">${escapeHtml(SOP_AS_PDF_NO_BLOCKS)}</p>`
    : [
        `<section id="purpose"><h2>1 Purpose</h2>${sop.description.trim() ? richText(sop.description) : '<p>No purpose given.</p>'}</section>`,
        `<section id="glossary"><h2>2 Glossary</h2>${
          terms.length
            ? table(
                ['Term', 'Abbreviation', 'Definition'],
                terms.map((t) => [t.term, t.abbreviation, t.definition]),
              )
            : '<p>No terms defined.</p>'
        }</section>`,
        ...blocks.map(block),
      ].join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header>${
    mark
      ? `<p class="mark">${escapeHtml(`${mark}: this ${sop.releaseState} version is not a controlled, released document.`)}</p>`
      : ''
  }<h1>${escapeHtml(sop.name)}</h1><p>Version ${sop.version} · ${escapeHtml(sop.releaseState)}</p></header><main><section id="cover">${cover}</section>${content}</main></body></html>`;
}
