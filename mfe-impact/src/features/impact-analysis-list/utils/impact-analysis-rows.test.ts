import { toImpactAnalysisRows } from './impact-analysis-rows';

const analysis = (id: string, from: string, to: string, numberOfImpact: number) => ({
  impactAnalysis: { id, title: `Analysis ${id}`, regulationIdFrom: from, regulationIdTo: to },
  statistics: { numberOfImpact },
});

describe('toImpactAnalysisRows', () => {
  it('shows regulation titles for known ids and the id itself for unknown ones', () => {
    const search = { results: [analysis('a1', 'r1', 'r-unknown', 3)] } as never;
    const regulations = [{ id: 'r1', title: 'ISO 13485:2016' }] as never;
    expect(toImpactAnalysisRows(search, regulations)).toEqual([
      { id: 'a1', title: 'Analysis a1', from: 'ISO 13485:2016', to: 'r-unknown', numberOfImpacts: 3 },
    ]);
  });

  it('is empty before the search has answered, and keeps ids while regulations load', () => {
    expect(toImpactAnalysisRows(undefined, undefined)).toEqual([]);
    expect(
      toImpactAnalysisRows({ results: [analysis('a2', 'r1', 'r2', 0)] } as never, undefined)[0],
    ).toMatchObject({
      from: 'r1',
      to: 'r2',
    });
  });
});
