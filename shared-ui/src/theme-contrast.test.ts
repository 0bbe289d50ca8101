import { DEFAULT_THEME, getPrimaryShade, mergeMantineTheme, parseThemeColor } from '@mantine/core';
import { theme } from './theme';
import {
  blend,
  contrastRatio,
  LIGHT_VARIANT_ALPHA,
  LIGHT_VARIANT_BASE,
  MIN_TEXT_CONTRAST,
} from './theme-contrast';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = getPrimaryShade(full, 'light');
const WHITE = '#ffffff';
const BLACK = '#000000';

/** Resolves 'var(--mantine-color-red-8)' / 'var(--mantine-color-black)' / '#hex' to a hex colour. */
function hex(value: string): string {
  if (value.startsWith('#')) return value;
  if (value === 'var(--mantine-color-black)') return BLACK;
  if (value === 'var(--mantine-color-white)') return WHITE;
  const match = /var\(--mantine-color-([a-z]+)-(\d)\)/.exec(value);
  if (!match) throw new Error(`unexpected colour ${value}`);
  return full.colors[match[1]!]![Number(match[2])]!;
}

describe('theme contrast (WCAG 2.1 AA, 4.5:1)', () => {
  it('dimmed text (gray.6) on white and on striped rows (gray.1)', () => {
    expect(contrastRatio(full.colors.gray[6], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(full.colors.gray[6], full.colors.gray[1])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('the error colour (red.6) and links (primary shade) on white', () => {
    expect(contrastRatio(full.colors.red[6], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(full.colors.indigo[shade], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(Object.keys(full.colors))('filled %s: its text on its fill', (color) => {
    const resolved = full.variantColorResolver({ color, theme: full, variant: 'filled' });
    const fill = full.colors[color]![shade]!;
    expect(resolved.background).toBe(`var(--mantine-color-${color}-filled)`);
    expect(contrastRatio(hex(resolved.color), fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(Object.keys(full.colors))('light, subtle and outline %s: text on its background', (color) => {
    for (const variant of ['light', 'subtle', 'outline']) {
      const resolved = full.variantColorResolver({ color, theme: full, variant });
      const tint = full.colors[color]![shade]!;
      // a light tint over a striped row or a hovered button; the others on a striped row
      const background =
        variant === 'light' ? blend(tint, LIGHT_VARIANT_ALPHA, LIGHT_VARIANT_BASE) : LIGHT_VARIANT_BASE;
      expect(contrastRatio(hex(resolved.color), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('keeps an explicit shade a light variant asks for when it is readable', () => {
    const resolved = full.variantColorResolver({ color: 'indigo.9', theme: full, variant: 'light' });
    expect(parseThemeColor({ color: 'indigo.9', theme: full }).shade).toBe(9);
    expect(resolved.color).toBe(full.colors.indigo[9]);
  });
});
