import { requirement } from '@qms/shared-api/testing';
import { breadcrumbOf, breadcrumbsOf, cutSegment } from './breadcrumb';
import { byIdOf } from './entries';

describe('breadcrumb', () => {
  it('cuts segments over 15 characters to 10 characters plus ...', () => {
    expect(cutSegment('123456789012345')).toBe('123456789012345'); // exactly 15 stays
    expect(cutSegment('1234567890123456')).toBe('1234567890...');
    expect(cutSegment('Access Control Policy')).toBe('Access Con...');
  });

  const reqs = [
    requirement('fam', { type: 'HEADING', paragraph: '', text: 'Access Control Family', level: 1 }),
    requirement('ac-2', { paragraph: 'AC-2', parentId: 'fam' }),
    requirement('ac-2.1', { paragraph: 'AC-2(1)', parentId: 'ac-2' }),
    requirement('ac-3', { paragraph: 'AC-3', parentId: 'fam' }),
  ];
  const byId = byIdOf(reqs);

  it('walks from the root to the requirement, a heading without paragraph named by its text', () => {
    expect(breadcrumbOf('ac-2.1', byId)).toEqual(['Access Con...', 'AC-2', 'AC-2(1)']);
    expect(breadcrumbOf('missing', byId)).toEqual([]);
  });

  it('gives one breadcrumb per distinct parent path of an impact', () => {
    expect(breadcrumbsOf(['ac-2', 'ac-3', 'ac-2.1'], byId)).toEqual([
      ['Access Con...'],
      ['Access Con...', 'AC-2'],
    ]);
  });
});
