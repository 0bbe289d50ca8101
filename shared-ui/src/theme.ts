import { createTheme } from '@mantine/core';
import { ACCESSIBLE_PRIMARY_SHADE, accessibleColors, accessibleVariantColorResolver } from './theme-contrast';
// the focus ring on text fields: Mantine gives them none (a CSS rule, so it cannot live in the theme object)
import './focus.css';
// no animation for a user who asks their system for less motion (WCAG 2.3.3)
import './reduced-motion.css';
// a table's empty text readable on every row colour
import './table/table.css';

const AS_DIV = { component: 'div' } as unknown as Record<`data-${string}`, string>;

/** The suite's one theme (spec 1 §9: primary, accent, error, success), at WCAG 2.1 AA contrast (theme-contrast.ts). */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Mantine's shade 6 gives 4.3:1 for white on indigo (and links on white); 8 gives 5.7:1
  primaryShade: { light: ACCESSIBLE_PRIMARY_SHADE, dark: ACCESSIBLE_PRIMARY_SHADE },
  // filled buttons/badges in light colours (orange, teal, green…) get black text instead of unreadable white
  autoContrast: true,
  // the luminance where white and black text on a fill both give 4.58:1, so either choice meets AA (Mantine: 0.3)
  luminanceThreshold: 0.179,
  colors: accessibleColors,
  variantColorResolver: accessibleVariantColorResolver,
  other: { accent: 'teal', error: 'red', success: 'green' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
  // Mantine's own transitions (dialogs, menus, popovers) take no time for a user who asks for less motion
  respectReducedMotion: true,
  components: {
    // the × of every dialog needs an accessible name (Mantine renders an unlabelled icon button)
    // (plain objects, not Modal.extend() etc.: importing the components would put their code on the sign-in view)
    // Mantine puts a focusable placeholder <div> into role="menu" (axe aria-required-children, critical); without it
    // the menu focuses its first item on opening, as the WAI-ARIA menu pattern has it
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine renders a dialog's title bar as <header>; inside role="dialog" that still counts as a page banner,
    // so every open dialog added a second banner landmark (axe landmark-no-duplicate-banner)
    // (the header's props are not typed as polymorphic, but Mantine passes `component` on to its Box)
    ModalHeader: { defaultProps: AS_DIV },
    // a loading indicator is a status: its aria-label (the suite names each one) is not allowed on a plain <span>
    // (axe aria-prohibited-attr, serious), and a scan that met a loader still on screen failed on it
    Loader: { defaultProps: { role: 'status' } },
    DrawerHeader: { defaultProps: AS_DIV },
  },
});
