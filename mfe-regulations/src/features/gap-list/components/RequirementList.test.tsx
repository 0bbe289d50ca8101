import { act, fireEvent, screen } from '@testing-library/react';
import { createRef, useEffect, type MutableRefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { renderWithProviders, sizeScrollBoxes } from '@qms/shared-ui/test-utils';
import { gapListFixture } from '@qms/shared-api/testing';
import { buildRows } from '../model/rows';
import type { TargetOptions } from './AssessmentEditor';
import { RequirementList } from './RequirementList';

// counts how often a row's assessment renders (editor or read-only view): the costly part of a row
const editorRenders: string[] = [];
// a function declaration: hoisted with the jest.mock calls that use it
function mockCounted(kind: string) {
  return function Counted({ paragraph }: { paragraph: string }) {
    editorRenders.push(paragraph);
    return <div>{`${kind} ${paragraph}`}</div>;
  };
}
// the editor's mounts, and two of its fields (the first and the last one a Tab reaches)
const editorMounts: string[] = [];
function mockEditor() {
  const Counted = mockCounted('editor');
  return function Editor({ paragraph }: { paragraph: string }) {
    useEffect(() => void editorMounts.push(paragraph), [paragraph]);
    return (
      <div>
        <input aria-label={`Applicability of ${paragraph}`} />
        <Counted paragraph={paragraph} />
        <textarea aria-label={`Notes of ${paragraph}`} />
      </div>
    );
  };
}
jest.mock('./AssessmentEditor', () => ({ AssessmentEditor: mockEditor() }));
jest.mock('./AssessmentView', () => ({ AssessmentView: mockCounted('view') }));
jest.mock('./AssessmentStandIn', () => ({
  AssessmentStandIn: ({ paragraph }: { paragraph: string }) => <div>{`stand-in ${paragraph}`}</div>,
}));

sizeScrollBoxes();
beforeEach(() => {
  editorRenders.length = 0;
  editorMounts.length = 0;
});

const data = gapListFixture();
const rows = buildRows(data.requirements, data.qmsRequirements);
const options: TargetOptions = { processes: [], templates: [], contents: [] };

function renderList(canEdit = false, list = rows) {
  const virtualizerRef = createRef() as MutableRefObject<Virtualizer<HTMLDivElement, Element> | null>;
  const props = { rows: list, canEdit, options, virtualizerRef };
  const view = renderWithProviders(<RequirementList {...props} selectedId={null} />);
  return { ...view, props };
}

describe('RequirementList', () => {
  it('does not render the kept rows again when the list scrolls or re-renders with the same rows', () => {
    const { rerender, props } = renderList();
    const mounted = editorRenders.length;
    expect(mounted).toBeGreaterThan(0);

    fireEvent.scroll(screen.getByRole('region', { name: 'Requirements' }), { target: { scrollTop: 40 } });
    rerender(<RequirementList {...props} selectedId={null} />);
    expect(editorRenders).toHaveLength(mounted);
  });

  it('renders again only the rows whose selection changed', () => {
    const { rerender, props } = renderList();
    const mounted = editorRenders.length;
    const selected = rows.find((r) => r.qms)!;

    rerender(<RequirementList {...props} selectedId={selected.requirement.id} />);
    expect(editorRenders.slice(mounted)).toEqual([selected.requirement.paragraph]);
  });

  it('shows the read-only assessment in view mode and the editor only while editing', () => {
    const paragraph = rows.find((r) => r.qms)!.requirement.paragraph;
    const view = renderList();
    expect(screen.getByText(`view ${paragraph}`)).toBeInTheDocument();
    expect(screen.queryByText(/^editor /)).not.toBeInTheDocument();
    view.unmount();

    renderList(true);
    expect(screen.getByText(`editor ${paragraph}`)).toBeInTheDocument();
    expect(screen.queryByText(/^view /)).not.toBeInTheDocument();
  });
});

// 200 assessed requirements (the fixture's first one, renamed): enough for rows to enter the list while it scrolls
const assessed = rows.find((r) => r.qms)!;
const many = Array.from({ length: 200 }, (_, i) => ({
  ...assessed,
  depth: 0,
  requirement: { ...assessed.requirement, id: `r${i}`, key: `k${i}`, paragraph: `P${i}` },
}));
// rows are estimated at 140 px: this brings P60 into view, far past the rows rendered at first
const scrollTo = (top: number) =>
  fireEvent.scroll(screen.getByRole('region', { name: 'Requirements' }), { target: { scrollTop: top } });
/** past the settle delay (150 ms) and enough frames for the waiting editors to mount */
const settle = () => act(() => void jest.advanceTimersByTime(1000));
const standIn = (paragraph: string) => screen.queryByRole('group', { name: `Assessment of ${paragraph}` });

describe('RequirementList in edit mode while scrolling (RowEditor)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  // rows measure 140 px (jsdom lays nothing out: 0 px rows would all fit in the viewport at once)
  let height: jest.SpyInstance;
  beforeAll(() => (height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(140)));
  afterAll(() => height.mockRestore());

  it('shows the stand-in in rows that enter while scrolling, and their editor once scrolling settles', () => {
    renderList(true, many);
    expect(screen.getByText('editor P0')).toBeInTheDocument(); // rendered while still: the editor at once
    expect(screen.queryByText('editor P60')).not.toBeInTheDocument();

    scrollTo(60 * 140);
    expect(standIn('P60')).toBeInTheDocument();
    expect(screen.getByText('stand-in P60')).toBeInTheDocument();
    expect(screen.queryByText('editor P60')).not.toBeInTheDocument();

    settle();
    expect(screen.getByText('editor P60')).toBeInTheDocument();
    expect(standIn('P60')).not.toBeInTheDocument();
    expect(screen.queryAllByText(/^stand-in /)).toHaveLength(0);
  });

  it('keeps a mounted editor while the list scrolls again', () => {
    renderList(true, many);
    scrollTo(60 * 140);
    settle();
    const mounts = editorMounts.filter((p) => p === 'P60').length;
    expect(mounts).toBe(1);

    scrollTo(60 * 140 + 40);
    expect(screen.getByText('editor P60')).toBeInTheDocument();
    expect(standIn('P60')).not.toBeInTheDocument();
    settle();
    expect(editorMounts.filter((p) => p === 'P60')).toHaveLength(mounts);
  });

  it('mounts the editor when its stand-in gets focus and moves focus to the first field (Tab)', () => {
    renderList(true, many);
    scrollTo(60 * 140);
    act(() => standIn('P60')!.focus());
    expect(screen.getByRole('textbox', { name: 'Applicability of P60' })).toHaveFocus();
    expect(standIn('P60')).not.toBeInTheDocument();
  });

  it('moves focus to the last field when the stand-in is reached from below (Shift+Tab)', () => {
    renderList(true, many);
    scrollTo(60 * 140);
    // focus leaves the next row's stand-in for this one
    fireEvent.focusIn(standIn('P60')!, { relatedTarget: standIn('P61') });
    expect(screen.getByRole('textbox', { name: 'Notes of P60' })).toHaveFocus();
  });
});
