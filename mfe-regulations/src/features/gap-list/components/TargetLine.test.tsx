import { screen } from '@testing-library/react';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { LinkedBlockLinks } from './TargetLine';

describe('LinkedBlockLinks (gap list and the exposed assessment editor)', () => {
  it('links each named block to its place in the current version of its process', () => {
    renderWithProviders(
      <LinkedBlockLinks
        blockArtifactIds={['b1', 'b 2', 'b9']}
        blocks={[
          { blockArtifactId: 'b1', sopArtifactId: 'p1', name: 'Supplier evaluation' },
          { blockArtifactId: 'b 2', sopArtifactId: 'p/2', name: '' },
        ]}
      />,
    );
    expect(screen.getByText('Linked blocks:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Supplier evaluation' })).toHaveAttribute(
      'href',
      '/processes/p1/current#b1',
    );
    // no name: the id stands in; ids are encoded into the path
    expect(screen.getByRole('link', { name: 'b 2' })).toHaveAttribute(
      'href',
      '/processes/p%2F2/current#b%202',
    );
    // unknown to the answer (the process was deleted): shown, not linked
    expect(screen.getByText('b9').closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows nothing without linked blocks, and ids when the answer has no names', () => {
    const { rerender } = renderWithProviders(<LinkedBlockLinks blockArtifactIds={[]} blocks={[]} />);
    expect(screen.queryByText('Linked blocks:')).not.toBeInTheDocument();
    rerender(<LinkedBlockLinks blockArtifactIds={['b1']} blocks={undefined} />);
    expect(screen.getByText('b1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
