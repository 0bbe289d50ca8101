/**
 * The look of rich text (editor and read view): table borders, list indents. A scoped <style> element rather than a
 * CSS file, because the shell owns the global CSS and a remote's CSS chunk would need its own loading path; the
 * server's CSP allows inline styles (Mantine needs them too).
 */
export const RICH_TEXT_CLASS = 'qms-rich-text';

const css = `
.${RICH_TEXT_CLASS} { overflow-wrap: anywhere; }
.${RICH_TEXT_CLASS} table { border-collapse: collapse; width: 100%; margin: 8px 0; }
.${RICH_TEXT_CLASS} td, .${RICH_TEXT_CLASS} th { border: 1px solid var(--mantine-color-gray-5); padding: 4px 6px; min-width: 2em; vertical-align: top; }
.${RICH_TEXT_CLASS} th { background: var(--mantine-color-gray-1); }
.${RICH_TEXT_CLASS} p { margin: 0 0 6px; }
.${RICH_TEXT_CLASS} ul, .${RICH_TEXT_CLASS} ol { padding-left: 1.5em; }
.${RICH_TEXT_CLASS} .ProseMirror { min-height: 160px; padding: 8px 12px; outline: none; }
.${RICH_TEXT_CLASS} .selectedCell { background: var(--mantine-color-blue-0); }
`;

export function RichTextStyles(): JSX.Element {
  return <style>{css}</style>;
}
