import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@qms/shared-ui';
import { GapListPage } from '../features/gap-list';
import { RegulationListPage } from '../features/regulation-list';
import { GapListSideWidgets } from '../features/sr-panel';
import { GapSelectionProvider } from '../shared/gap-selection';
import { AREA } from './area';

/** The regulations area's screens (spec 3 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/sr-list" element={<RegulationListPage />} />
      <Route
        path="/sr-list/:id"
        element={
          // the list shows its chosen targets in these widgets (issue 28.4)
          <GapSelectionProvider>
            <GapListPage sideWidgets={<GapListSideWidgets />} />
          </GapSelectionProvider>
        }
      />
      <Route path="*" element={<AreaNotFound startPages={AREA.startPages} />} />
    </Routes>
  );
}
