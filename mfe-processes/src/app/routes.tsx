import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@qms/shared-ui';
import { ProcessOverviewPage } from '../features/overview';
import { CurrentProcessPage } from './detail/CurrentProcessPage';
import { ProcessDetailPage } from './detail/ProcessDetailPage';
import { AREA } from './area';

/** The processes area's screens (spec 1 §2.1), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/processes" element={<ProcessOverviewPage />} />
      <Route path="/processes/:id" element={<ProcessDetailPage />} />
      <Route path="/processes/:artifactId/current" element={<CurrentProcessPage />} />
      <Route path="*" element={<AreaNotFound startPages={AREA.startPages} />} />
    </Routes>
  );
}
