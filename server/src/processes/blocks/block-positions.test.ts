import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POSITION_GAP, positionsFor, spacedPositions } from './block-positions';

const current = (entries: [string, number][]) => new Map<string, number | undefined>(entries);
const increasing = (order: string[], positions: Map<string, number>) =>
  order.every((id, i) => i === 0 || positions.get(id)! > positions.get(order[i - 1]!)!);

describe('block positions', () => {
  const spaced = spacedPositions(3);
  const placed = current([
    ['a', spaced[0]!],
    ['b', spaced[1]!],
    ['c', spaced[2]!],
  ]);

  it('spaces positions GAP apart', () => {
    assert.deepEqual(spaced, [POSITION_GAP, 2 * POSITION_GAP, 3 * POSITION_GAP]);
  });

  it('places a new block between its neighbours without moving them', () => {
    const order = ['a', 'new', 'b', 'c'];
    const next = positionsFor(order, placed);
    assert.ok(increasing(order, next));
    for (const id of ['a', 'b', 'c']) assert.equal(next.get(id), placed.get(id));
    const atEnd = positionsFor(['a', 'b', 'c', 'new'], placed);
    assert.ok(atEnd.get('new')! > placed.get('c')!);
  });

  it('moves only the moved block', () => {
    const order = ['c', 'a', 'b'];
    const next = positionsFor(order, placed);
    assert.ok(increasing(order, next));
    assert.equal(next.get('a'), placed.get('a'));
    assert.equal(next.get('b'), placed.get('b'));
    assert.notEqual(next.get('c'), placed.get('c'));
  });

  it('renumbers everything when neighbours leave no room (dense older positions)', () => {
    const dense = current([
      ['a', 0],
      ['b', 1],
    ]);
    const order = ['a', 'new', 'b'];
    const next = positionsFor(order, dense);
    assert.ok(increasing(order, next));
    assert.deepEqual([...next.values()], spacedPositions(3));
  });
});
