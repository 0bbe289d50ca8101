export const REGULATION_MESSAGES = {
  list: "Regulation list couldn't be fetched. Please try again.",
  fromSr: 'Regulations from SR could not be fetched.',
  fromQms: 'Regulations from QMS could not be fetched.',
  update: 'Regulation could not be updated. Please try again later.',
} as const;
