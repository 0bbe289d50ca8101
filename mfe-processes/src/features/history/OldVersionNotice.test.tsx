import { screen } from '@testing-library/react';
import type { ReleaseState, SopVersionSummary } from '@qms/shared-api';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { OldVersionNotice } from './OldVersionNotice';

const version = (n: number, releaseState: ReleaseState) =>
  ({ artifactId: 'a-1', versionId: `v-${n}`, version: n, releaseState }) as SopVersionSummary;

it('says that an obsolete version is old and links to the current one', () => {
  const versions = [version(1, 'OBSOLETE'), version(2, 'RELEASED'), version(3, 'DRAFT')];
  renderWithProviders(<OldVersionNotice sop={versions[0]!} versions={versions} />);
  expect(screen.getByText('V1 is an old version (read-only)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open V2' })).toHaveAttribute('href', '/processes/v-2');
});

it('says nothing on the current version or on the draft', () => {
  const versions = [version(1, 'RELEASED'), version(2, 'DRAFT')];
  const { rerender } = renderWithProviders(<OldVersionNotice sop={versions[0]!} versions={versions} />);
  expect(screen.queryByText(/old version/)).not.toBeInTheDocument();
  rerender(<OldVersionNotice sop={versions[1]!} versions={versions} />);
  expect(screen.queryByText(/old version/)).not.toBeInTheDocument();
});
