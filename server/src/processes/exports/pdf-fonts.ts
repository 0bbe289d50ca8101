import { createRequire } from 'node:module';

// The standard PDF fonts know only Latin-1 (WinAnsi): Greek, Cyrillic, Polish or CJK names would print as garbage.
// DejaVu Sans (npm dejavu-fonts-ttf, the fonts of most Linux desktops) covers Latin, Greek, Cyrillic and many
// symbols; pdfkit embeds only the glyphs used (subset), so files stay small and text stays extractable.
const require = createRequire(import.meta.url);
const FILES = {
  Body: 'DejaVuSans.ttf',
  Bold: 'DejaVuSans-Bold.ttf',
  Italic: 'DejaVuSans-Oblique.ttf',
  BoldItalic: 'DejaVuSans-BoldOblique.ttf',
} as const;
export type FontName = keyof typeof FILES;

/**
 * The fonts by file path. pdfkit's font cache is keyed by the source string: with the path as the name, its
 * restores of the current font (tables, new pages) hit the cache instead of parsing the font file again.
 */
export const FONTS = Object.fromEntries(
  Object.entries(FILES).map(([name, file]) => [name, require.resolve(`dejavu-fonts-ttf/ttf/${file}`)]),
) as Record<FontName, string>;

export const fontFor = (bold: boolean, italic: boolean): string =>
  FONTS[bold ? (italic ? 'BoldItalic' : 'Bold') : italic ? 'Italic' : 'Body'];
