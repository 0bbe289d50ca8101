import { anchorIndex, buildRows, EMPTY_FILTER, filterRows, PARENT_EXCERPT_LENGTH } from './rows';
import { assessment, gapListFixture, LONG_TEXT, requirement } from '@qms/shared-api/testing';

const rowsOf = () => {
  const g = gapListFixture();
  return buildRows(g.requirements, g.qmsRequirements);
};

describe('buildRows', () => {
  it('indents by level, joins assessments and names the interpreting requirement with a 50-character excerpt', () => {
    const rows = rowsOf();
    expect(rows.map((r) => [r.requirement.id, r.depth, !!r.qms])).toEqual([
      ['h4', 0, false],
      ['r41', 1, true],
      ['r41a', 2, false],
      ['r42', 1, true],
    ]);
    expect(rows[2]!.partOf).toBe(`${LONG_TEXT.slice(0, PARENT_EXCERPT_LENGTH)}...`);
    expect(rows[1]!.partOf).toBeNull();
    expect(rows[1]!.plain).toBe(LONG_TEXT);
  });

  it('marks deprecated interpretations and keeps those whose requirement left the catalog', () => {
    const rows = buildRows(
      [requirement('r1', { interpretable: false })],
      [
        assessment('r1', { requirementType: 'DEPRECATED', applicability: 'APPLICABLE' }),
        assessment('gone', { requirementType: 'DEPRECATED' }),
      ],
    );
    expect(rows.map((r) => [r.requirement.id, r.deprecated])).toEqual([
      ['r1', true],
      ['gone', true],
    ]);
  });

  it('gives no excerpt of a text the user may not read', () => {
    const rows = buildRows(
      [
        requirement('p', { contentVisible: false, text: null }),
        requirement('c', {
          interpretable: false,
          interpretedInRequirementId: 'p',
          contentVisible: false,
          text: null,
        }),
      ],
      [],
    );
    expect(rows[1]!.partOf).toBeNull();
  });
});

describe('filterRows', () => {
  it('applies the text from 3 characters, case-insensitively, and always keeps headings', () => {
    const rows = rowsOf();
    const ids = (text: string) => filterRows(rows, { ...EMPTY_FILTER, text }).map((r) => r.requirement.id);
    expect(ids('do')).toEqual(['h4', 'r41', 'r41a', 'r42']);
    expect(ids('DOCUMENTATION')).toEqual(['h4', 'r42']);
    expect(ids('  qual  ')).toEqual(['h4', 'r41']);
  });

  it('filters by applicability and evidence; an included paragraph follows its interpreting requirement', () => {
    const rows = rowsOf();
    const ids = (f: Partial<typeof EMPTY_FILTER>) =>
      filterRows(rows, { ...EMPTY_FILTER, ...f }).map((r) => r.requirement.id);
    expect(ids({ applicability: 'APPLICABLE_WITH_WARNING' })).toEqual(['h4', 'r41', 'r41a']);
    expect(ids({ applicability: 'APPLICABLE' })).toEqual(['h4']);
    expect(ids({ applicability: 'NOT_DEFINED' })).toEqual(['h4', 'r42']);
    expect(ids({ evidence: 'CONFIRMED' })).toEqual(['h4']);
  });

  it("filters by target process: one process, 'Unassigned' (none) and 'All Processes'", () => {
    const g = gapListFixture({
      qmsRequirements: [assessment('r41', { targetSopArtifactIds: ['p-doc'] }), assessment('r42')],
    });
    const rows = buildRows(g.requirements, g.qmsRequirements);
    const ids = (process: string) =>
      filterRows(rows, { ...EMPTY_FILTER, process }).map((r) => r.requirement.id);
    expect(ids('p-doc')).toEqual(['h4', 'r41', 'r41a']);
    expect(ids('UNASSIGNED')).toEqual(['h4', 'r42']);
    expect(ids('ALL')).toEqual(['h4', 'r41', 'r41a', 'r42']);
  });
});

describe('filterRows on an OSCAL control (issue 14: the control row was reported missing under a filter)', () => {
  // as SP 800-53 imports: family heading, control (assessed), statement items nested two deep, all interpreted in
  // the control; an enhancement is a control of its own
  const nist = (ac2Text?: string) =>
    buildRows(
      [
        requirement('ac', { type: 'HEADING', interpretable: false, level: 0 }),
        requirement('ac-1', { level: 1 }),
        requirement('ac-2', { level: 1, ...(ac2Text ? { text: ac2Text } : {}) }),
        requirement('ac-2_smt.a', { interpretable: false, interpretedInRequirementId: 'ac-2', level: 2 }),
        requirement('ac-2_smt.d', { interpretable: false, interpretedInRequirementId: 'ac-2', level: 2 }),
        requirement('ac-2_smt.d.1', { interpretable: false, interpretedInRequirementId: 'ac-2', level: 3 }),
        requirement('ac-2.1', { level: 2 }),
      ],
      [
        assessment('ac-1', { applicability: 'APPLICABLE', applicabilityWarnings: [] }),
        assessment('ac-2', {
          applicability: 'NOT_APPLICABLE',
          applicabilityReason: 'Outside our scope',
          applicabilityWarnings: [],
        }),
        assessment('ac-2.1', { applicability: 'NOT_DEFINED', applicabilityWarnings: ['NOT_DEFINED'] }),
      ],
    );

  it("keeps the control's own row with all its paragraphs under 'Not applicable'", () => {
    const ids = filterRows(nist(), { ...EMPTY_FILTER, applicability: 'NOT_APPLICABLE' }).map(
      (r) => r.requirement.id,
    );
    expect(ids).toEqual(['ac', 'ac-2', 'ac-2_smt.a', 'ac-2_smt.d', 'ac-2_smt.d.1']);
  });

  it('keeps the control row when the text matches only the control', () => {
    const rows = nist('<p>Account Management</p>');
    const ids = filterRows(rows, { ...EMPTY_FILTER, text: 'account', applicability: 'NOT_APPLICABLE' }).map(
      (r) => r.requirement.id,
    );
    expect(ids).toEqual(['ac', 'ac-2']);
  });
});

describe('plain text (issue 14 bench: a DOMParser per requirement made the first render linear in the list)', () => {
  const many = () =>
    Array.from({ length: 200 }, (_, i) =>
      requirement(`r${i}`, {
        text: `<p>Requirement <em>${i}</em></p>`,
        interpretable: i % 2 === 0,
        interpretedInRequirementId: i % 2 ? `r${i - 1}` : null,
      }),
    );
  afterEach(() => jest.restoreAllMocks());

  it('is not computed when the rows are built, only when a text filter of 3 characters reads it, and then kept', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const rows = buildRows(many(), []);
    filterRows(rows, { ...EMPTY_FILTER, text: 'ab' });
    filterRows(rows, { ...EMPTY_FILTER, applicability: 'APPLICABLE' });
    expect(parse).not.toHaveBeenCalled();

    expect(
      filterRows(rows, { ...EMPTY_FILTER, text: 'requirement 170' }).map((r) => r.requirement.id),
    ).toEqual(['r170']);
    expect(parse).toHaveBeenCalledTimes(200);
    filterRows(rows, { ...EMPTY_FILTER, text: 'requirement 18' });
    expect(rows[3]!.partOf).toBe('Requirement 2...');
    expect(parse).toHaveBeenCalledTimes(200);
  });
});

describe('anchorIndex', () => {
  it('finds a requirement by key or by #requirement-id={regulationId}---{requirementId}', () => {
    const rows = rowsOf();
    expect(anchorIndex(rows, '#r42')).toBe(3);
    expect(anchorIndex(rows, '#requirement-id=reg-1---r41')).toBe(1);
    expect(anchorIndex(rows, '#nothing')).toBe(-1);
    expect(anchorIndex(rows, '')).toBe(-1);
  });
});
