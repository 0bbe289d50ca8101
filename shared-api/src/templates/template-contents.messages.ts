/** Error texts of spec 2 §8. */
export const TEMPLATE_CONTENT_MESSAGES = {
  search: "Template content search couldn't be executed. Please try again.",
  save: "Template content couldn't be created/updated. Please try again.",
  delete: "Template content couldn't be deleted. Please try again.",
  srTemplateContents: 'Template Contents from SR could not be fetched.',
  srProcesses: 'Processes from SR could not be fetched.',
  srSopContents: 'Process Contents from SR could not be fetched.',
  srRoles: 'Roles from SR could not be fetched.',
  noneSelected: 'No Template Content selected',
  changedBySomeoneElse: 'This template content was changed by someone else. Reload to see the change.',
} as const;
