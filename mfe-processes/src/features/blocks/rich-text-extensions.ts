import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

/** spec 1 §2.6 / §9: the editor's default new table is 3×3 without a header row. */
export const DEFAULT_TABLE = { rows: 3, cols: 3, withHeaderRow: false } as const;

/**
 * The section editor's schema: headings 1–3, lists, links (StarterKit 3 carries Link) and tables. Links never open
 * on click while editing, and only http(s)/mailto survive (the server sanitises again on the way in).
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}

/** A link target the editor accepts: http(s) or mailto, nothing that runs script. */
export function isSafeLink(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}
