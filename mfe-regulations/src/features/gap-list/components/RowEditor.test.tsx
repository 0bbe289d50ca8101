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

function renderRow(scrolling: { now: boolean }, list?: { scrollTop: number }) {
  const gate = createEditorGate(
    () => scrolling.now,
    () => (list ?? null) as Element | null,
  );
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

  it('mounts nothing when the list "settles" while it still moves (a long frame on a loaded machine)', () => {
    const scrolling = { now: true };
    const list = { scrollTop: 1000, getBoundingClientRect: () => new DOMRect(0, 0, 800, 800) };
    const gate = renderRow(scrolling, list);
    scrolling.now = false;
    gate.update(); // TanStack's 150 ms without a scroll event…
    list.scrollTop = 1120; // …but the next step already moved the list (its scroll event comes a frame later)
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByRole('group', { name: 'Assessment of 4.1' })).toBeInTheDocument();

    scrolling.now = true;
    gate.update(); // that scroll event
    scrolling.now = false;
    gate.update(); // a real settle: the list stays where it is
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
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
