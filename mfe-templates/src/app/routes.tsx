import { Route, Routes } from 'react-router-dom';
import { AreaNotFound, type AreaStartPage } from '@qms/shared-ui';
import { GlossaryPage } from '../features/glossary';
import { RolesPage } from '../features/roles';
import { TemplateContentsPage } from '../features/template-contents';
import { TemplateDetailPage, TemplatesPage } from '../features/templates';

/** The area's route prefixes and their start pages, for unknown paths inside them. */
const START_PAGES: AreaStartPage[] = [
  { path: '/templates', label: 'Templates' },
  { path: '/template-contents', label: 'Template Contents' },
  { path: '/roles', label: 'Roles' },
  { path: '/glossary', label: 'Glossary' },
];

/** The templates area's screens (spec 2 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/templates" element={<TemplatesPage />} />
      <Route path="/templates/:id" element={<TemplateDetailPage />} />
      <Route path="/template-contents" element={<TemplateContentsPage />} />
      <Route path="/roles" element={<RolesPage />} />
      <Route path="/glossary" element={<GlossaryPage />} />
      <Route path="*" element={<AreaNotFound startPages={START_PAGES} />} />
    </Routes>
  );
}
