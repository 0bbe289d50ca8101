import { fireEvent, screen } from '@testing-library/react';
import { createRef, type MutableRefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { gapListFixture } from '@qms/shared-api/testing';
import { buildRows } from '../model/rows';
import type { TargetOptions } from './AssessmentEditor';
import { RequirementList } from './RequirementList';

// counts how often a row's assessment renders: the costly part of a row (selects, autosize textareas)
const editorRenders: string[] = [];
jest.mock('./AssessmentEditor', () => ({
  AssessmentEditor: ({ paragraph }: { paragraph: string }) => {
    editorRenders.push(paragraph);
    return <div>assessment {paragraph}</div>;
  },
}));

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

function renderList() {
  const virtualizerRef = createRef() as MutableRefObject<Virtualizer<HTMLDivElement, Element> | null>;
  const props = { rows, canEdit: false, options, virtualizerRef };
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
});
