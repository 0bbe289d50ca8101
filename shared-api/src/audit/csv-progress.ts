// Counting the entries of a CSV download as its bytes arrive (the audit trail export's progress, issue 30).
// The rule is RFC 4180's: a record ends at a line feed outside quotes; a quote toggles "inside quotes", so a doubled
// quote ("") inside a quoted cell toggles twice and changes nothing. It is applied to the raw UTF-8 bytes, without
// decoding: in UTF-8 the bytes of '"' (0x22) and '\n' (0x0A) never occur inside a multi-byte character, so a chunk
// boundary inside a character, a cell or a doubled quote cannot miscount (the state carries over to the next chunk).

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/** Counts a CSV's entries (records after the header line) over chunks of its bytes. */
export class CsvEntryCounter {
  private quoted = false;
  private records = 0;
  /** bytes of a record whose line end has not arrived yet */
  private open = false;

  /** Takes the next chunk; returns the entries complete so far. */
  push(chunk: Uint8Array): number {
    const length = chunk.length;
    let i = 0;
    while (i < length) {
      if (this.quoted) {
        // inside a quoted cell only a quote matters: jump to it (most of an all-quoted CSV's bytes)
        const quote = chunk.indexOf(QUOTE, i);
        if (quote === -1) break;
        this.quoted = false;
        i = quote + 1;
        continue;
      }
      const byte = chunk[i];
      if (byte === LINE_FEED) {
        this.records += 1;
        this.open = false;
      } else {
        this.open = true;
        if (byte === QUOTE) this.quoted = true;
      }
      i += 1;
    }
    return this.entries;
  }

  /** The entries complete so far (the header line is not one). */
  get entries(): number {
    return Math.max(0, this.records - 1);
  }

  /** At the end of the text: a last record without its line end counts too. */
  end(): number {
    if (this.open) {
      this.records += 1;
      this.open = false;
    }
    return this.entries;
  }
}
