import {
  STORAGE_INSPECT_BYTES,
  STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY,
  isOfficeDocumentOrPdfContent,
  isPdfContent,
  uploadRefusal,
} from './storage-content';
import { STORAGE_PDF_ONLY, storageTooLargeMessage } from './storage.contract';

const text = (s: string) => new TextEncoder().encode(s);
const padded = (before: number, s: string) =>
  Uint8Array.from([...new Uint8Array(before).fill(0x20), ...text(s)]);

describe('the upload content rule (server and screens)', () => {
  it("finds a PDF's marker within the first 1024 bytes only", () => {
    expect(isPdfContent(text('%PDF-1.7\n'))).toBe(true);
    expect(isPdfContent(padded(STORAGE_INSPECT_BYTES - 5, '%PDF-'))).toBe(true);
    expect(isPdfContent(padded(STORAGE_INSPECT_BYTES - 4, '%PDF-'))).toBe(false);
    expect(isPdfContent(text('%PDF'))).toBe(false);
    expect(isPdfContent(new Uint8Array())).toBe(false);
  });

  it('knows office documents by their container and RTF by its header', () => {
    expect(isOfficeDocumentOrPdfContent(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(
      isOfficeDocumentOrPdfContent(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)),
    ).toBe(true);
    expect(isOfficeDocumentOrPdfContent(text('{\\rtf1\\ansi'))).toBe(true);
    expect(isOfficeDocumentOrPdfContent(text('%PDF-1.4'))).toBe(true);
    expect(isOfficeDocumentOrPdfContent(Uint8Array.of(0x50, 0x4b, 0x05, 0x06))).toBe(false);
    expect(isOfficeDocumentOrPdfContent(text('plain text'))).toBe(false);
  });

  it('answers as the server would: too large first, then the wrong type', () => {
    const pdf = text('%PDF-1.4');
    expect(uploadRefusal('SOP_AS_PDF', pdf, 100, 100)).toBeNull();
    expect(uploadRefusal('SOP_AS_PDF', pdf, 101, 100)).toEqual({
      status: 413,
      message: storageTooLargeMessage(100),
    });
    expect(uploadRefusal('SOP_AS_PDF', text('hello'), 101, 100)?.status).toBe(413);
    expect(uploadRefusal('SOP_AS_PDF', text('{\\rtf1'), 10, 100)).toEqual({
      status: 415,
      message: STORAGE_PDF_ONLY,
    });
    expect(uploadRefusal('TEMPLATE_VERSION', text('{\\rtf1'), 10, 100)).toBeNull();
    expect(uploadRefusal('TEMPLATE_VERSION', text('hello'), 10, 100)).toEqual({
      status: 415,
      message: STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY,
    });
  });
});
