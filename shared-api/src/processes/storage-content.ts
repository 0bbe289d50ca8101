import { z } from 'zod';
import { STORAGE_PDF_ONLY, storageTooLargeMessage } from './storage.contract';

// What an upload may be (spec 1 §7: a process PDF is a PDF; checklist "Between areas": an Uploaded Template is an
// office document or a PDF), judged by the file's first bytes: the name and the browser's content type are the
// client's word. One rule for the server, which refuses (415, 413), and the screens, which check a chosen file
// before sending anything the server would refuse.

/** Bytes the type check sees (a PDF's marker may sit within the first 1024 bytes, as readers tolerate). */
export const STORAGE_INSPECT_BYTES = 1024;

export const STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY =
  'Only office documents (Word, Excel, PowerPoint, OpenDocument, RTF) and PDF files can be uploaded as a template.';

/** GET /qms-api/storage/limits: the largest file an upload may be (the server's QMS_STORAGE_MAX_BYTES). */
export const StorageLimits = z.object({ maxBytes: z.number().int().positive() });
export type StorageLimits = z.infer<typeof StorageLimits>;
export const STORAGE_LIMITS_PATH = '/qms-api/storage/limits';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PDF_MARKER = bytes('%PDF-');
/** ZIP local file header: every OOXML (.docx/.xlsx/.pptx) and ODF (.odt/.ods/.odp) document is a zip. */
const ZIP_MAGIC = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
/** OLE2 compound file: the legacy office formats (.doc/.xls/.ppt). */
const OLE2_MAGIC = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Rich Text Format, which every word processor reads and writes (older controlled forms are often kept in it). */
const RTF_MAGIC = bytes('{\\rtf');

const startsWith = (data: Uint8Array, magic: Uint8Array, at = 0) =>
  data.length >= at + magic.length && magic.every((b, i) => data[at + i] === b);

/** A PDF: "%PDF-" within the first STORAGE_INSPECT_BYTES bytes. */
export function isPdfContent(head: Uint8Array): boolean {
  const end = Math.min(head.length, STORAGE_INSPECT_BYTES) - PDF_MARKER.length;
  for (let at = 0; at <= end; at++) if (startsWith(head, PDF_MARKER, at)) return true;
  return false;
}

/** A PDF, a zip container (OOXML, ODF), an OLE2 compound file (legacy office) or RTF. */
export const isOfficeDocumentOrPdfContent = (head: Uint8Array): boolean =>
  isPdfContent(head) || [ZIP_MAGIC, OLE2_MAGIC, RTF_MAGIC].some((magic) => startsWith(head, magic));

/** What a file is uploaded as: a process's PDF or a template version's file. */
export type StoredFileKind = 'SOP_AS_PDF' | 'TEMPLATE_VERSION';

/** The server's answer to an upload it refuses: its status and errorMessage. */
export interface UploadRefusal {
  status: 413 | 415;
  message: string;
}

/**
 * Whether the server would refuse a file of `size` bytes beginning with `head` as `kind` (null: it would not):
 * too large (413) first, as the server stops reading there, then the wrong type (415).
 */
export function uploadRefusal(
  kind: StoredFileKind,
  head: Uint8Array,
  size: number,
  maxBytes: number,
): UploadRefusal | null {
  if (size > maxBytes) return { status: 413, message: storageTooLargeMessage(maxBytes) };
  if (kind === 'SOP_AS_PDF' && !isPdfContent(head)) return { status: 415, message: STORAGE_PDF_ONLY };
  if (kind === 'TEMPLATE_VERSION' && !isOfficeDocumentOrPdfContent(head))
    return { status: 415, message: STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY };
  return null;
}
