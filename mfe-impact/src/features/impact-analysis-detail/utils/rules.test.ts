import { IMPACT_MESSAGES } from '@qms/shared-api';
import { requirement } from '@qms/shared-api/testing';
import { addNeighbourTo, canToggleFrom, clauseOrder, removeTo, sortByOrder, toggleFrom } from './rules';

const impact = (id: string, from: string[], to: string[]) => ({
  id,
  requirementIdsFrom: from,
  requirementIdsTo: to,
});

describe('impact rules (spec 3 §5)', () => {
  const order = clauseOrder([
    requirement('h', { type: 'HEADING' }),
    requirement('t1'),
    requirement('t2'),
    requirement('t3'),
    requirement('t4'),
  ]);
  const a = impact('a', ['f1'], ['t2']);
  const b = impact('b', ['f2'], ['t3']);
  const impacts = [a, b];

  it('uses the exact messages', () => {
    // spec 3 §5's strings, kept in the contract's IMPACT_MESSAGES
    expect(IMPACT_MESSAGES).toMatchObject({
      noImpactSelected: 'No impact selected',
      oneRequirementRequired: 'One requirement is required.',
      nextRequirementMissing: "Can't find next requirement...",
      nextRequirementMapped: 'Next requirement is already mapped with an impact',
    });
  });

  it('excludes headings from the to-requirement order', () => {
    expect(order).toEqual(['t1', 't2', 't3', 't4']);
  });

  it('enables a from checkbox only for own or unmapped requirements', () => {
    expect(canToggleFrom('f1', a, impacts)).toBe(true);
    expect(canToggleFrom('f9', a, impacts)).toBe(true);
    expect(canToggleFrom('f2', a, impacts)).toBe(false);
    expect(canToggleFrom('f1', null, impacts)).toBe(false);
    expect(toggleFrom(a, 'f1')).toEqual([]);
    expect(toggleFrom(a, 'f0', ['f0', 'f1'])).toEqual(['f0', 'f1']);
  });

  it('removes a to-requirement only from a selected impact keeping at least one', () => {
    expect(removeTo(null, 't2')).toEqual({ ok: false, message: 'No impact selected' });
    expect(removeTo(a, 't2')).toEqual({ ok: false, message: 'One requirement is required.' });
    expect(removeTo(impact('c', [], ['t1', 't4']), 't1')).toEqual({ ok: true, ids: ['t4'] });
  });

  it('adds the next or previous to-requirement when it exists and is free', () => {
    expect(addNeighbourTo(null, 'next', order, impacts)).toEqual({
      ok: false,
      message: 'No impact selected',
    });
    expect(addNeighbourTo(a, 'previous', order, impacts)).toEqual({ ok: true, ids: ['t1', 't2'] });
    expect(addNeighbourTo(a, 'next', order, impacts)).toEqual({
      ok: false,
      message: 'Next requirement is already mapped with an impact',
    });
    expect(addNeighbourTo(b, 'next', order, impacts)).toEqual({ ok: true, ids: ['t3', 't4'] });
    expect(addNeighbourTo(impact('d', [], ['t4']), 'next', order, [])).toEqual({
      ok: false,
      message: "Can't find next requirement...",
    });
    expect(addNeighbourTo(impact('e', [], ['t1']), 'previous', order, [])).toEqual({
      ok: false,
      message: "Can't find next requirement...",
    });
    expect(addNeighbourTo(impact('n', [], []), 'next', order, [])).toEqual({
      ok: false,
      message: "Can't find next requirement...",
    });
  });

  it('sorts ids by regulation order, unknown last, without duplicates', () => {
    expect(sortByOrder(['x', 't3', 't1', 't1'], order)).toEqual(['t1', 't3', 'x']);
  });
});
