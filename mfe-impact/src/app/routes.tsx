import { Route, Routes } from 'react-router-dom';
import { AreaNotFound, type AreaStartPage } from '@qms/shared-ui';
import { ImpactAnalysisDetailPage } from '../features/impact-analysis-detail';
import { ImpactAnalysisListPage } from '../features/impact-analysis-list';

/** The area's route prefixes and their start pages, for unknown paths inside them. */
const START_PAGES: AreaStartPage[] = [{ path: '/impact-analysis', label: 'Impact Analysis Overview' }];

/** The impact area's screens (spec 3 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/impact-analysis" element={<ImpactAnalysisListPage />} />
      <Route path="/impact-analysis/:impactAnalysisId" element={<ImpactAnalysisDetailPage />} />
      <Route path="*" element={<AreaNotFound startPages={START_PAGES} />} />
    </Routes>
  );
}
