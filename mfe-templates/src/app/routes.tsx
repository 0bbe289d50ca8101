import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@qms/shared-ui';
import { GlossaryPage } from '../features/glossary';
import { ProductsPage } from '../features/products';
import { RolesPage } from '../features/roles';
import {
  TemplateContentChip,
  TemplateContentDetail,
  TemplateContentsPage,
} from '../features/template-contents';
import { TemplateDetailPage, TemplatesPage } from '../features/templates';
import { AREA } from './area';

/** The templates area's screens (spec 2 §2), on the absolute paths the shell routes to this remote. */
export function AreaRoutes(): JSX.Element {
  return (
    <Routes>
      <Route path="/templates" element={<TemplatesPage />} />
      <Route
        path="/templates/:id"
        element={
          <TemplateDetailPage
            contentDetail={(id) => <TemplateContentDetail contentId={id} />}
            contentChip={(id, selected, onSelect) => (
              <TemplateContentChip contentId={id} selected={selected} onClick={onSelect} />
            )}
          />
        }
      />
      <Route path="/template-contents" element={<TemplateContentsPage />} />
      <Route path="/roles" element={<RolesPage />} />
      <Route path="/glossary" element={<GlossaryPage />} />
      <Route path="/products" element={<ProductsPage />} />
      <Route path="*" element={<AreaNotFound startPages={AREA.startPages} />} />
    </Routes>
  );
}
