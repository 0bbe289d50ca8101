import { regulationOptions, toImpactAnalysisRows } from './impact-analysis-rows';

const analysis = (id: string, from: string, to: string, numberOfImpact: number) => ({
  impactAnalysis: { id, title: `Analysis ${id}`, regulationIdFrom: from, regulationIdTo: to, dbVersion: 0 },
  statistics: {
    impactAnalysisId: id,
    numberOfImpact,
    numberOfMappedFromRequirements: 2,
    totalNumberOfFromRequirements: 10,
    numberOfMappedToRequirements: 3,
    totalNumberOfToRequirements: 12,
  },
});

describe('toImpactAnalysisRows', () => {
  it('shows regulation titles for known ids and the id itself for unknown ones, with mapped / total', () => {
    const search = { results: [analysis('a1', 'r1', 'r-unknown', 3)] };
    const regulations = [{ id: 'r1', title: 'ISO 13485:2016' }] as never;
    expect(toImpactAnalysisRows(search, regulations)).toEqual([
      {
        id: 'a1',
        title: 'Analysis a1',
        from: 'ISO 13485:2016',
        to: 'r-unknown',
        numberOfImpacts: 3,
        fromMapped: '2 / 10',
        toMapped: '3 / 12',
        analysis: search.results[0]!.impactAnalysis,
      },
    ]);
  });

  it('is empty before the search has answered, and keeps ids while regulations load', () => {
    expect(toImpactAnalysisRows(undefined, undefined)).toEqual([]);
    expect(toImpactAnalysisRows({ results: [analysis('a2', 'r1', 'r2', 0)] }, undefined)[0]).toMatchObject({
      from: 'r1',
      to: 'r2',
    });
  });
});

describe('regulationOptions', () => {
  it('offers every regulation by title', () => {
    const regulations = [
      { id: 'b', title: 'Rev. 5' },
      { id: 'a', title: 'Rev. 4' },
    ] as never;
    expect(regulationOptions(regulations)).toEqual([
      { value: 'a', label: 'Rev. 4' },
      { value: 'b', label: 'Rev. 5' },
    ]);
    expect(regulationOptions(undefined)).toEqual([]);
  });
});
