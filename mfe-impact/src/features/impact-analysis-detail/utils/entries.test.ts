import { requirement } from '@qms/shared-api/testing';
import {
  buildEntryList,
  impactHash,
  impactIdFromHash,
  paragraphsByClause,
  WITHOUT_TO_CLAUSES_TITLE,
} from './entries';

const impact = (id: string, from: string[], to: string[]) => ({
  id,
  requirementIdsFrom: from,
  requirementIdsTo: to,
});

describe('buildEntryList', () => {
  const to = [
    requirement('h1', { type: 'HEADING' }),
    requirement('t1'),
    requirement('t2'),
    requirement('t3'),
    requirement('t4'),
  ];

  it('orders impacts by the to-regulation order of their first to-requirement, unmapped clauses in place', () => {
    const list = buildEntryList(
      [impact('b', ['f2'], ['t4', 't2']), impact('a', ['f1'], ['t1']), impact('x', ['f3'], [])],
      to,
    );
    expect(list.rows.map((r) => r.key)).toEqual([
      'heading-h1',
      'impact-a',
      'impact-b',
      'requirement-t3',
      'section-without',
      'impact-x',
    ]);
    expect(list.rows[4]).toMatchObject({ kind: 'section', title: WITHOUT_TO_CLAUSES_TITLE });
    expect(WITHOUT_TO_CLAUSES_TITLE).toBe('Impacts without mapped to-clauses');
  });

  it('puts the paragraphs of a mapped clause into its impact, unless an impact maps the paragraph itself', () => {
    const clauses = [
      requirement('c1'),
      requirement('c1.a', { interpretedInRequirementId: 'c1', interpretable: false }),
      requirement('c1.b', { interpretedInRequirementId: 'c1', interpretable: false }),
      requirement('c2'),
      requirement('c2.a', { interpretedInRequirementId: 'c2', interpretable: false }),
    ];
    const list = buildEntryList([impact('a', ['f1'], ['c1']), impact('b', ['f2'], ['c1.b'])], clauses);
    expect(list.rows.map((r) => r.key)).toEqual([
      'impact-a',
      'impact-b',
      'requirement-c2',
      'requirement-c2.a',
      'section-without',
    ]);
    expect(list.requirementIndex.get('c1.a')).toBe(list.impactIndex.get('a'));
    expect(list.requirementIndex.get('c1.b')).toBe(list.impactIndex.get('b'));
    expect([...paragraphsByClause(clauses)].map(([c, ps]) => [c, ps.map((p) => p.id)])).toEqual([
      ['c1', ['c1.a', 'c1.b']],
      ['c2', ['c2.a']],
    ]);
  });

  it('maps every to-requirement to the row that covers it (TOC jumps)', () => {
    const list = buildEntryList([impact('b', [], ['t2', 't4'])], to);
    expect(list.requirementIndex.get('t4')).toBe(list.impactIndex.get('b'));
    expect(list.requirementIndex.get('t3')).toBe(3);
    expect(list.rows[3]).toMatchObject({ kind: 'unmapped' });
  });

  it('puts impacts whose to-requirements are unknown into the section without to-clauses', () => {
    const list = buildEntryList([impact('old', ['f'], ['gone'])], to);
    expect(list.rows.at(-1)).toMatchObject({ kind: 'impact', key: 'impact-old' });
  });
});

describe('impact hash', () => {
  it("reads and writes '#impact={id}'", () => {
    expect(impactHash('a b')).toBe('#impact=a%20b');
    expect(impactIdFromHash('#impact=a%20b')).toBe('a b');
    expect(impactIdFromHash('#impact=')).toBeNull();
    expect(impactIdFromHash('#requirement-id=x')).toBeNull();
  });
});
