import type { TrainingMailKind } from './mail.rules';

// The training mail's text (issue 29.7): one mail a day per user, naming every training it is about.

export interface MailLine {
  kind: TrainingMailKind;
  documentName: string;
  version: number;
  dueDate: string;
}

const INTRO: Record<TrainingMailKind, string> = {
  ASSIGNED: 'New training — please read and confirm',
  REMINDER: 'Reminder — due soon',
  OVERDUE: 'Overdue — the due date has passed',
};

const ORDER: TrainingMailKind[] = ['OVERDUE', 'REMINDER', 'ASSIGNED'];

export const TRAINING_MAIL_SUBJECT = (lines: MailLine[]): string => {
  const worst = ORDER.find((kind) => lines.some((l) => l.kind === kind))!;
  const count = lines.length === 1 ? '1 training' : `${lines.length} trainings`;
  return worst === 'OVERDUE'
    ? `QMS: ${count} overdue or due`
    : worst === 'REMINDER'
      ? `QMS: ${count} due soon`
      : `QMS: ${count} to read and confirm`;
};

export function trainingMailText(name: string, lines: MailLine[], link: string): string {
  const sections = ORDER.flatMap((kind) => {
    const ofKind = lines.filter((l) => l.kind === kind);
    if (ofKind.length === 0) return [];
    return [
      `${INTRO[kind]}:`,
      ...ofKind.map((l) => `- ${l.documentName}, version ${l.version}, due ${l.dueDate}`),
      '',
    ];
  });
  return [
    `Hello ${name},`,
    '',
    ...sections,
    'Open My Trainings to read each version and confirm it with your signature "Read and understood":',
    link,
    '',
    'You can turn off reminders and overdue notices on My Trainings; the mail that assigns a training always goes.',
  ].join('\n');
}
