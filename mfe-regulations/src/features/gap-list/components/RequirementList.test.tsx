import { fireEvent, screen } from '@testing-library/react';
import { createRef, type MutableRefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
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
jest.mock('./AssessmentEditor', () => ({ AssessmentEditor: mockCounted('editor') }));
jest.mock('./AssessmentView', () => ({ AssessmentView: mockCounted('view') }));

// jsdom lays nothing out: give the virtual list's scroll box a height so it renders rows
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => (editorRenders.length = 0));

const data = gapListFixture();
const rows = buildRows(data.requirements, data.qmsRequirements);
const options: TargetOptions = { processes: [], templates: [], contents: [] };

function renderList(canEdit = false) {
  const virtualizerRef = createRef() as MutableRefObject<Virtualizer<HTMLDivElement, Element> | null>;
  const props = { rows, canEdit, options, virtualizerRef };
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
