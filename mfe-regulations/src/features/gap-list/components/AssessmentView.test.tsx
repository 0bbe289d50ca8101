import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { assessment } from '@qms/shared-api/testing';
import { AssessmentView } from './AssessmentView';

const options = {
  processes: [{ value: 'p1', label: 'Purchasing', versionId: 'v1' }],
  templates: [],
  contents: [],
};

describe('AssessmentView (view mode of a gap-list row)', () => {
  it('shows applicability, reason and notes as named read-only fields, the targets and the warnings', async () => {
    renderWithProviders(
      <AssessmentView
        qms={assessment('r41', {
          applicability: 'NOT_APPLICABLE',
          applicabilityReason: 'Outside our scope',
          notes: 'Checked 2026',
          targetSopArtifactIds: ['p1'],
          sopEvidenceStates: { p1: 'NOT_IMPLEMENTED' },
          applicabilityWarnings: ['NOT_APPLICABLE_WITH_EVIDENCE'],
        })}
        options={options}
        paragraph="4.1"
      />,
    );
    const applicability = screen.getByRole('textbox', { name: 'Applicability of 4.1' });
    expect(applicability).toHaveValue('Not applicable');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Outside our scope');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Checked 2026');
    for (const field of screen.getAllByRole('textbox')) expect(field).toHaveAttribute('readonly');
    // nothing to choose from: no combobox opens, typing changes nothing
    await userEvent.setup().type(applicability, 'x');
    expect(applicability).toHaveValue('Not applicable');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchasing' })).toBeInTheDocument();
    expect(screen.getByText('Purchasing: Not implemented')).toBeInTheDocument();
    expect(screen.getByText('Not applicable, but evidence is assigned.')).toBeInTheDocument();
  });

  it('says when no targets are assigned', () => {
    renderWithProviders(<AssessmentView qms={assessment('r41')} options={options} paragraph="4.1" />);
    expect(screen.getByText('No targets assigned.')).toBeInTheDocument();
  });
});
