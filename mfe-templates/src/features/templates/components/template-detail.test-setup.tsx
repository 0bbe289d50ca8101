import { Route, Routes } from 'react-router-dom';
import type { Template } from '@qms/shared-api';
import {
  renderWithProviders,
  serveJson,
  type ScreenTest,
  type TestSessionKind,
} from '@qms/shared-ui/test-utils';
import { content } from '../../../test/templates-backend';
import { TemplateDetailPage } from './TemplateDetailPage';

// The shared set-up of Template Detail's screen tests: one template content, the template served, the page routed.

export const record = content('CAPA Record');

/** Serves the template version, the contents (just `record`) and no stored files. */
export const serveTemplate = (server: ScreenTest['server'], t: Template) =>
  server.use(
    serveJson(`/qms-api/templates/v/${t.versionId}`, t),
    serveJson('/qms-api/template-contents', [record]),
    serveJson('/qms-api/storage', []),
  );

/**
 * Renders the page at /templates/<versionId>. The content detail and chip are the slots app/ fills (tested with the
 * real ones in app/routes.test.tsx): here a text naming the id, and a button labelled `chipLabel(content name)`.
 */
export const renderTemplateDetail = (
  t: Template,
  session: TestSessionKind,
  chipLabel: (name: string) => string = (name) => name,
) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/templates/:id"
        element={
          <TemplateDetailPage
            contentDetail={(id) => <p>detail of {id ?? 'none'}</p>}
            contentChip={(id, selected, onSelect) => (
              <button type="button" aria-pressed={selected} onClick={onSelect}>
                {chipLabel(id === record.id ? record.name : id)}
              </button>
            )}
          />
        }
      />
    </Routes>,
    { route: `/templates/${t.versionId}`, session },
  );
