// Texts of job-role holders (issue 29.1): the server's refusals and the screens' snackbars. Shared by the server,
// the mock and the screens, so all three say the same.
export const ROLE_HOLDER_ERRORS = {
  unknownUser: 'A chosen user is not a user of this tenant.',
  unknownRole: 'A chosen role does not exist (any more). Reload and choose again.',
  /** a disabled user keeps a holding they have, but is never newly assigned */
  disabledUser: (name: string): string =>
    `${name} is disabled and cannot be assigned a job role. Enable the user first.`,
  changed: 'The holders of this role were changed by someone else. Reload to see the change.',
  jobRolesChanged: 'The job roles were changed by someone else. Reload and make your change again.',
} as const;

export const ROLE_HOLDER_MESSAGES = {
  load: "The holders couldn't be loaded. Please try again.",
  save: "The holders couldn't be changed. Please try again.",
  saved: 'Holders saved.',
  jobRolesLoad: "Job roles couldn't be loaded. Please try again.",
  jobRolesSave: "Job roles couldn't be changed. Please try again.",
  jobRolesSaved: 'Job roles saved.',
} as const;
