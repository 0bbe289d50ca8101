import { Route, Routes } from 'react-router-dom';
import { AreaNotFound, type AreaStartPage } from '@qms/shared-ui';
import { GapListPage } from '../features/gap-list';
import { RegulationListPage } from '../features/regulation-list';

/** The area's route prefixes and their start pages, for unknown paths inside them. */
const START_PAGES: AreaStartPage[] = [{ path: '/sr-list', label: 'List of applied Standards & Regulations' }];

/** The regulations area's screens (spec 3 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/sr-list" element={<RegulationListPage />} />
      <Route path="/sr-list/:id" element={<GapListPage />} />
      <Route path="*" element={<AreaNotFound startPages={START_PAGES} />} />
    </Routes>
  );
}
