import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@qms/shared-ui';
import { ImpactAnalysisDetailPage } from '../features/impact-analysis-detail';
import { ImpactAnalysisListPage } from '../features/impact-analysis-list';
import { AREA } from './area';

/** The impact area's screens (spec 3 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/impact-analysis" element={<ImpactAnalysisListPage />} />
      <Route path="/impact-analysis/:impactAnalysisId" element={<ImpactAnalysisDetailPage />} />
      <Route path="*" element={<AreaNotFound startPages={AREA.startPages} />} />
    </Routes>
  );
}
