import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { assessment } from '@qms/shared-api/testing';
import { createEditorGate, EditorGateContext } from './editorGate';
import { RowEditor } from './RowEditor';

// the real editor and stand-in (RequirementList.test.tsx covers the list with both mocked)
const options = {
  processes: [{ value: 'p1', label: 'Purchasing', versionId: 'v1' }],
  templates: [],
  contents: [],
};
const qms = assessment('r41', {
  applicability: 'NOT_APPLICABLE',
  applicabilityReason: 'Outside our scope',
  notes: 'Checked 2026',
  targetSopArtifactIds: ['p1'],
  applicabilityWarnings: ['NOT_APPLICABLE_WITH_EVIDENCE'],
});

function renderRow(scrolling: { now: boolean }) {
  const gate = createEditorGate(() => scrolling.now);
  renderWithProviders(
    <EditorGateContext.Provider value={gate}>
      <RowEditor qms={qms} options={options} paragraph="4.1" />
    </EditorGateContext.Provider>,
  );
  return gate;
}

describe('RowEditor (a gap-list row in edit mode)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the values in an inert stand-in while the list scrolls, then the editor once it settles', () => {
    const scrolling = { now: true };
    const gate = renderRow(scrolling);
    const standIn = screen.getByRole('group', { name: 'Assessment of 4.1' });
    // the editor's values and target names, but no field a user or a test could type into
    expect(standIn).toHaveTextContent('Not applicable');
    expect(standIn).toHaveTextContent('Outside our scope');
    expect(standIn).toHaveTextContent('Checked 2026');
    expect(standIn).toHaveTextContent('Purchasing');
    expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByRole('group', { name: 'Assessment of 4.1' })).toBeInTheDocument(); // still scrolling

    scrolling.now = false;
    gate.update();
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.queryByRole('group', { name: 'Assessment of 4.1' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Outside our scope');
    expect(screen.getByRole('textbox', { name: 'Applicability of 4.1' })).toHaveValue('Not applicable');
  });

  it('mounts the editor at once when the stand-in is clicked, focus on a field', () => {
    renderRow({ now: true });
    const standIn = screen.getByRole('group', { name: 'Assessment of 4.1' });
    fireEvent.pointerDown(standIn, { clientX: 10, clientY: 10 });
    act(() => standIn.focus());
    // jsdom has no layout (no element under the pointer): the first field
    expect(screen.getByRole('textbox', { name: 'Applicability of 4.1' })).toHaveFocus();
  });
});
