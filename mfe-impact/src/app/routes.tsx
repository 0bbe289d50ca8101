import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@qms/shared-ui';
import { ImpactAnalysisDetailPage } from '../features/impact-analysis-detail';
import { ImpactAnalysisListPage } from '../features/impact-analysis-list';
import { ImpactStatistics } from '../features/impact-statistics';
import type { ImpactAnalysisDetail } from '@qms/shared-api';
import { AREA } from './area';

// the detail screen's Statistics widget: composed here because a feature never imports another
const statistics = (d: ImpactAnalysisDetail) => (
  <ImpactStatistics
    statistics={d.statistics}
    regulationIdFrom={d.impactAnalysis.regulationIdFrom}
    regulationIdTo={d.impactAnalysis.regulationIdTo}
  />
);

/** The impact area's screens (spec 3 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/impact-analysis" element={<ImpactAnalysisListPage />} />
      <Route
        path="/impact-analysis/:impactAnalysisId"
        element={<ImpactAnalysisDetailPage statistics={statistics} />}
      />
      <Route path="*" element={<AreaNotFound startPages={AREA.startPages} />} />
    </Routes>
  );
}
