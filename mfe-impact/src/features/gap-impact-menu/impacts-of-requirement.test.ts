import { analysisPath, impactPath, impactsOfRequirement, typeLabel } from './impacts-of-requirement';

const analysis = (id: string, title: string) => ({
  id,
  title,
  regulationIdFrom: 'a',
  regulationIdTo: 'b',
  dbVersion: 0,
});
const impact = (id: string, analysisId: string, from: string[], to: string[]) => ({
  id,
  dbVersion: 0,
  impactAnalysisId: analysisId,
  impactType: 'NOT_DEFINED' as const,
  impactDescription: '',
  changeType: 'NOT_DEFINED' as const,
  changeDescription: '',
  requirementIdsFrom: from,
  requirementIdsTo: to,
});

describe('impactsOfRequirement', () => {
  it('keeps the impacts mapping the requirement on either side, by analysis title', () => {
    const data = {
      impactAnalyses: [analysis('x', 'Zeta'), analysis('y', 'Alpha')],
      impacts: [impact('1', 'x', ['r1'], []), impact('2', 'y', [], ['r1']), impact('3', 'y', ['r2'], ['r3'])],
    };
    expect(impactsOfRequirement(data, 'r1').map((i) => [i.impact.id, i.analysis.title])).toEqual([
      ['2', 'Alpha'],
      ['1', 'Zeta'],
    ]);
  });

  it('leaves out impacts whose analysis is unknown, and is empty before the answer', () => {
    expect(
      impactsOfRequirement({ impactAnalyses: [], impacts: [impact('1', 'x', ['r1'], [])] }, 'r1'),
    ).toEqual([]);
    expect(impactsOfRequirement(undefined, 'r1')).toEqual([]);
  });

  it('builds the labels and the links of the detail screen', () => {
    expect(typeLabel('NEW_REQUIREMENT')).toBe('New requirement');
    expect(impactPath('a 1', 'i/2')).toBe('/impact-analysis/a%201#impact=i%2F2');
    expect(analysisPath('a1')).toBe('/impact-analysis/a1');
  });
});
