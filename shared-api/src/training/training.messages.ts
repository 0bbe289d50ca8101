// The texts of training (issue 29.3, 29.4). Wording fixed by the issue: 'My Trainings', 'Read and understood'.

export const TRAINING_MESSAGES = {
  title: 'My Trainings',
  empty: 'No trainings assigned to you.',
  loadError: "Couldn't load your trainings. Please try again.",
  overdue: 'Overdue',
  open: 'Open',
  withdrawn: 'Withdrawn',
  readAndUnderstood: 'Read and understood',
  confirm: 'Confirm',
  confirmed: 'Training confirmed: read and understood.',
  pdf: 'PDF',
  pdfError: "Couldn't download the PDF. Please try again.",
  showAll: 'Show all',
  previewLoading: 'Counting who will be trained…',
  previewError: "Couldn't count who will be trained.",
  extraTrainees: 'Also train',
  extraTraineesHint: 'People who hold none of the roles but should read this version.',
} as const;

/** "N people will be trained on this version" (the Release dialog, before signing). */
export const traineeCountText = (count: number): string =>
  `${count} ${count === 1 ? 'person' : 'people'} will be trained on this version`;

/** The server's refusals of a confirmation. */
export const TRAINING_ERRORS = {
  notFound: 'Training not found.',
  notAssignee: 'Only the person assigned can confirm this training.',
  notOpen: 'This training is no longer open.',
  changed: 'This training was changed by someone else. Please reload.',
  extraNotSop: 'Extra trainees can be added only to the release of a process.',
} as const;
