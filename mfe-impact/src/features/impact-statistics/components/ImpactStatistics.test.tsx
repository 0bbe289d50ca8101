import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IMPACT_PIE_SIZE, type RegulationStatistics } from '@qms/shared-api';
import { statistics as regulationStatistics } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { widgetModuleId } from '@qms/shared-api';
import { ImpactStatistics } from './ImpactStatistics';

// the pies are the regulations area's widget: here a stand-in that shows what it was given
const loaded: string[] = [];
const loadRemote = async (id: string) => {
  loaded.push(id);
  return {
    default: ({ statistics, size }: { statistics: RegulationStatistics; size: number }) => (
      <p>{`pies of ${statistics.totalRequirements} requirements at ${size} px`}</p>
    ),
  };
};

const { server } = setupScreenTest();

const analysisStatistics = {
  impactAnalysisId: 'ia1',
  numberOfMappedFromRequirements: 1,
  numberOfMappedToRequirements: 60,
  totalNumberOfFromRequirements: 100,
  totalNumberOfToRequirements: 120,
  numberOfImpact: 42,
};

function serve() {
  server.use(
    http.get('*/sr-api/regulations', () =>
      HttpResponse.json([
        {
          id: 'r4',
          regulationId: 'r4',
          title: 'Rev. 4',
          number: '4',
          licenseTypeView: 'VIEW_OPEN',
          licenseTypeExport: 'EXPORT_OPEN',
        },
        {
          id: 'r5',
          regulationId: 'r5',
          title: 'Rev. 5',
          number: '5',
          licenseTypeView: 'VIEW_OPEN',
          licenseTypeExport: 'EXPORT_OPEN',
        },
      ]),
    ),
    http.get('*/qms-api/qms-regulations/:id/statistics', ({ params }) =>
      HttpResponse.json(regulationStatistics({ totalRequirements: params.id === 'r4' ? 100 : 120 })),
    ),
  );
}

describe('ImpactStatistics', () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    loaded.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('appears after 500 ms with the two bars and the pies of both regulations at 375 px', async () => {
    serve();
    renderWithProviders(
      <ImpactStatistics
        statistics={analysisStatistics}
        regulationIdFrom="r4"
        regulationIdTo="r5"
        loadRemote={loadRemote}
      />,
      { session: 'viewer' },
    );
    expect(screen.getByLabelText('Loading statistics')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const from = await screen.findByRole('img', {
      name: 'From: Rev. 4: 1 of 100 requirements mapped (1 %)',
    });
    // 1 % is drawn at 3 % and, below 30 %, without a label; 99 % is labelled
    const [mapped, notMapped] = [...from.querySelectorAll('[data-segment]')] as HTMLElement[];
    expect(mapped!.style.width).toBe('3%');
    expect(mapped!.textContent).toBe('');
    expect(notMapped!.style.width).toBe('97%');
    expect(notMapped!.textContent).toBe('Not mapped 99 %');
    const to = screen.getByRole('img', { name: 'To: Rev. 5: 60 of 120 requirements mapped (50 %)' });
    expect(within(to).getByText('Mapped 50 %')).toBeInTheDocument();
    expect(screen.getByText('Impacts: 42')).toBeInTheDocument();
    expect(await screen.findByText(`pies of 100 requirements at ${IMPACT_PIE_SIZE} px`)).toBeInTheDocument();
    expect(await screen.findByText(`pies of 120 requirements at ${IMPACT_PIE_SIZE} px`)).toBeInTheDocument();
    expect(IMPACT_PIE_SIZE).toBe(375);
    expect(new Set(loaded)).toEqual(new Set([widgetModuleId('StatisticsPies')]));
  });

  it('says when a regulation has no requirements', async () => {
    serve();
    renderWithProviders(
      <ImpactStatistics
        statistics={{
          ...analysisStatistics,
          totalNumberOfToRequirements: 0,
          numberOfMappedToRequirements: 0,
        }}
        regulationIdFrom="r4"
        regulationIdTo="r5"
        loadRemote={loadRemote}
      />,
      { session: 'viewer' },
    );
    act(() => jest.advanceTimersByTime(500));
    expect(await screen.findByRole('img', { name: 'To: Rev. 5: no requirements' })).toBeInTheDocument();
  });
});
