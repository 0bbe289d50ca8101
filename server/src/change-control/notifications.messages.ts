import type { ChangeControlArtifactType, ChangeControlRelease } from '@qms/shared-api/contract';

// The notification mails of change control (issue 27.6): plain text, the link on its own line.

export type Capacity = 'Author' | 'Approver' | 'Releaser';

export interface ReleaseMailDocument {
  type: ChangeControlArtifactType;
  name: string;
  version: number;
  /** absolute link to the version's Release Workflow */
  link: string;
}

const KIND: Record<ChangeControlArtifactType, string> = { SOP: 'process', TEMPLATE: 'template' };
const titleOf = (d: ReleaseMailDocument) => `${KIND[d.type]} "${d.name}" V${d.version}`;
const dayOf = (iso: string) => iso.slice(0, 10);

export const releaseStartedSubject = (d: ReleaseMailDocument): string =>
  `Your decision is needed: ${d.name} V${d.version}`;

export function releaseStartedMail(
  d: ReleaseMailDocument,
  release: Pick<
    ChangeControlRelease,
    'initiatedByDisplayName' | 'initiatedAt' | 'initiatedComment' | 'dueDate'
  >,
  name: string,
  capacities: Capacity[],
): { subject: string; text: string } {
  const asReleaser = capacities.includes('Releaser');
  const deciding = capacities.filter((c) => c !== 'Releaser');
  const task = [
    ...(deciding.length ? [`As ${deciding.join(' and ')}, please review it and approve or decline.`] : []),
    ...(asReleaser
      ? ['As Releaser, you complete the release once every author and approver has approved.']
      : []),
  ];
  return {
    subject: releaseStartedSubject(d),
    text: [
      `Hello ${name},`,
      '',
      `${release.initiatedByDisplayName} started the release of the ${titleOf(d)} on ${dayOf(release.initiatedAt)} (UTC).`,
      `Your capacity: ${capacities.join(', ')}.`,
      ...task,
      ...(release.dueDate ? [`Due date: ${release.dueDate}.`] : []),
      '',
      `Comment: ${release.initiatedComment}`,
      '',
      'Open the Release Workflow:',
      '',
      d.link,
      '',
    ].join('\n'),
  };
}

export const allApprovedSubject = (d: ReleaseMailDocument): string => `All approved: ${d.name} V${d.version}`;

export function allApprovedMail(
  d: ReleaseMailDocument,
  release: Pick<ChangeControlRelease, 'initiatedByDisplayName' | 'expectedDeciderDisplayName'>,
): { subject: string; text: string } {
  return {
    subject: allApprovedSubject(d),
    text: [
      `Hello ${release.initiatedByDisplayName},`,
      '',
      `every author and approver has approved the ${titleOf(d)}.`,
      `${release.expectedDeciderDisplayName} (Releaser) can now complete the release.`,
      '',
      'Open the Release Workflow:',
      '',
      d.link,
      '',
    ].join('\n'),
  };
}
