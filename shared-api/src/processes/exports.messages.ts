/** Messages of the export and copy actions (spec 1 §8 names none: worded like its catalogue). */
export const EXPORT_MESSAGES = {
  pdf: "PDF couldn't be exported. Please try again.",
  html: "HTML couldn't be exported. Please try again.",
  csv: "CSV couldn't be exported. Please try again.",
  copy: "SOP couldn't be copied. Please try again.",
  copied: (name: string) => `Copy created: ${name}`,
} as const;
