import {
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * WCAG 2.1 AA colour contrast for the theme (issue 8). Everything here is theme-level, so every MantineProvider of
 * the shell and the areas (each area is its own React root with its own provider) gets it from the one shared
 * `theme` object, without a provider prop anyone could forget.
 */

/** WCAG 2.1 AA minimum for normal-size text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Mantine's gray.6 is its "dimmed" text (3.3:1 on white); this gray.6 reaches 5.2:1 even on the gray.1 of
 * striped table rows, while staying lighter than gray.7 so dimmed text still reads as secondary.
 */
function withShades(base: MantineColorsTuple, shades: Record<number, string>): MantineColorsTuple {
  return base.map((value, shade) => shades[shade] ?? value) as unknown as MantineColorsTuple;
}

const gray = withShades(DEFAULT_THEME.colors.gray, { 6: '#5f676e' });

/**
 * Mantine's red.6 is its error colour (3.3:1: field errors, the sign-in error). The dark half of the red scale is
 * moved one to two steps darker (red.6 = Mantine's red.8, 4.5:1 on white), so error texts and filled red buttons
 * meet AA; the light half (backgrounds) is Mantine's.
 */
const red = withShades(DEFAULT_THEME.colors.red, { 6: '#e03131', 7: '#d42d2d', 8: '#c92a2a', 9: '#b02525' });

export const accessibleColors = { gray, red };

/** The shade used where the theme says "primary shade": links, filled buttons, text colours (c="red"). */
export const ACCESSIBLE_PRIMARY_SHADE = 8;

function channels(color: string): number[] {
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** `color` at `alpha` opacity over `base`, as a hex colour (Mantine's light variants are translucent). */
export function blend(color: string, alpha: number, base: string): string {
  const under = channels(base);
  return `#${channels(color)
    .map((c, i) =>
      Math.round(c * alpha + (under[i] ?? 255) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The darkest background a light-variant text is checked against: its tint at 20 % (Mantine: 10 %, hover 12 %) over
 * gray.1. Light badges and avatars sit on striped table rows and on hovered buttons, where the translucent tint
 * lies over another tint (seen: 4.2:1 for indigo.8 in the account button).
 */
export const LIGHT_VARIANT_ALPHA = 0.2;
export const LIGHT_VARIANT_BASE = '#f1f3f5';

const TEXT_ON_LIGHT_BACKGROUND = new Set(['light', 'subtle', 'outline', 'transparent', 'white']);

/**
 * Mantine's variant colours, except that the text of light / subtle / outline / transparent variants (Alert titles,
 * light buttons, outline buttons) is darkened along its own scale until it reaches 4.5:1 on its (tinted) background.
 * Filled variants are handled by the primary shade and `autoContrast` (black text on light fills).
 */
export const accessibleVariantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const { theme, variant } = input;
  if (!TEXT_ON_LIGHT_BACKGROUND.has(variant)) return colors;
  const parsed = parseThemeColor({ color: input.color ?? theme.primaryColor, theme });
  const scale = parsed.isThemeColor ? theme.colors[parsed.color] : undefined;
  if (!scale) return colors;
  const tint = scale[parsed.shade ?? ACCESSIBLE_PRIMARY_SHADE] ?? scale[ACCESSIBLE_PRIMARY_SHADE];
  const background =
    variant === 'light' ? blend(tint, LIGHT_VARIANT_ALPHA, LIGHT_VARIANT_BASE) : LIGHT_VARIANT_BASE;
  const from = Math.min(parsed.shade ?? ACCESSIBLE_PRIMARY_SHADE, 9);
  for (let shade = from; shade <= 9; shade++) {
    const text = scale[shade];
    if (text && contrastRatio(text, background) >= MIN_TEXT_CONTRAST) {
      return {
        ...colors,
        color: text,
        border: variant === 'outline' ? `1px solid ${text}` : colors.border,
      };
    }
  }
  return { ...colors, color: 'var(--mantine-color-black)' };
};
