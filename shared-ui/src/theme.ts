import { createTheme } from '@mantine/core';

/** The suite's one theme (spec 1 §9: primary, accent, error, success). */
export const theme = createTheme({
  primaryColor: 'indigo',
  colors: {},
  other: { accent: 'teal', error: 'red', success: 'green' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
  components: {
    // the × of every dialog needs an accessible name (Mantine renders an unlabelled icon button)
    // (a plain object, not Modal.extend(): importing Modal would put the dialog code on the sign-in view)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
