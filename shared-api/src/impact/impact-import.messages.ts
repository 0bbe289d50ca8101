export const IMPACT_IMPORT_MESSAGES = {
  invalid: 'The file is neither a comparison workbook nor an OSCAL mapping collection.',
} as const;
