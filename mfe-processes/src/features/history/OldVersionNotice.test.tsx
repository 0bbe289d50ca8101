import { screen } from '@testing-library/react';
import type { ReleaseState, SopVersionSummary } from '@qms/shared-api';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { OldVersionNotice } from './OldVersionNotice';

const version = (n: number, releaseState: ReleaseState) =>
  ({ artifactId: 'a-1', versionId: `v-${n}`, version: n, releaseState }) as SopVersionSummary;

it('says that an obsolete version is obsolete and links to the version in force', () => {
  const versions = [version(1, 'OBSOLETE'), version(2, 'RELEASED'), version(3, 'DRAFT')];
  renderWithProviders(<OldVersionNotice sop={versions[0]!} versions={versions} />);
  expect(screen.getByText('V1 is obsolete (read-only)')).toBeInTheDocument();
  expect(screen.getByText(/The version in force is V2\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open V2' })).toHaveAttribute('href', '/processes/v-2');
  // V3 is newer, but a draft: named as one, never as the current version
  expect(screen.getByText(/V3 is not released \(In draft\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open draft V3' })).toHaveAttribute('href', '/processes/v-3');
});

it('never points at a draft as current: with V1 obsolete and V2 a draft, none is in force', () => {
  const versions = [version(1, 'OBSOLETE'), version(2, 'IN_RELEASE')];
  renderWithProviders(<OldVersionNotice sop={versions[0]!} versions={versions} />);
  expect(screen.getByText('No version of this process is in force.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Open V2' })).not.toBeInTheDocument();
  expect(screen.queryByText(/in force is/)).not.toBeInTheDocument();
  expect(screen.getByText(/V2 is not released \(In review\)/)).toBeInTheDocument();
});

it('warns on the only version once it is obsolete', () => {
  const versions = [version(1, 'OBSOLETE')];
  renderWithProviders(<OldVersionNotice sop={versions[0]!} versions={versions} />);
  expect(screen.getByText('V1 is obsolete (read-only)')).toBeInTheDocument();
  expect(screen.getByText('No version of this process is in force.')).toBeInTheDocument();
});

it('says nothing on the version in force or on the draft', () => {
  const versions = [version(1, 'RELEASED'), version(2, 'DRAFT')];
  const { rerender } = renderWithProviders(<OldVersionNotice sop={versions[0]!} versions={versions} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/read-only/)).not.toBeInTheDocument();
  rerender(<OldVersionNotice sop={versions[1]!} versions={versions} />);
  expect(screen.queryByText(/read-only/)).not.toBeInTheDocument();
});

it('names the version in force from the in-force answer when the current list leaves it out (ADR 0200)', () => {
  // V1 is in force until V2's effective date, and became OBSOLETE when V2's release completed: the current list
  // holds V2 and the draft V3 only
  const versions = [version(2, 'RELEASED'), version(3, 'DRAFT')];
  renderWithProviders(
    <OldVersionNotice sop={versions[0]!} versions={versions} inForce={{ versionId: 'v-1', version: 1 }} />,
  );
  expect(screen.getByText('V2 is not in force yet (read-only)')).toBeInTheDocument();
  expect(screen.getByText(/The version in force is V1\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open V1' })).toHaveAttribute('href', '/processes/v-1');
});
