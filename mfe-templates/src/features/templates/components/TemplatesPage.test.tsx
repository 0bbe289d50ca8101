import { screen, waitFor, within } from '@testing-library/react';
import { TEMPLATE_MESSAGES, type Template } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { TemplatesPage } from './TemplatesPage';

const { server, snackbar } = setupScreenTest();

const template = (versionId: string, name: string, documentKey: string): Template => ({
  artifactId: `a-${versionId}`,
  versionId,
  version: 3,
  releaseState: 'DRAFT',
  name,
  description: '',
  documentKey,
  location: '',
  reviewerRoleId: null,
  releaserRoleId: null,
  createdTemplateContentIds: [],
  reportedTemplateContentIds: [],
});

describe('TemplatesPage', () => {
  it('lists the templates sorted by name, each linking to its detail', async () => {
    getMockDb().templates = [
      template('v2', 'Training Record', 'F-002'),
      {
        ...template('v1', 'CAPA Form', 'F-001'),
        createdTemplateContentIds: ['c1', 'c2'],
        reportedTemplateContentIds: ['c3'],
      },
    ];
    renderWithProviders(<TemplatesPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Templates', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Templates' });
    await within(table).findByRole('link', { name: 'CAPA Form' });
    const links = within(table).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['CAPA Form', 'Training Record']);
    expect(links[0]).toHaveAttribute('href', '/templates/v1');
    const cells = within(links[0]!.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // the spec's columns the data supports so far (no Release State: not a spec column)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Document Key', 'Version', 'Template Contents', 'Reported Contents']);
    expect(cells).toEqual(['CAPA Form', 'F-001', '3', '2', '1']);
  });

  it('shows the empty state', async () => {
    renderWithProviders(<TemplatesPage />, { session: 'viewer' });
    expect(await screen.findByText('No templates yet.')).toBeInTheDocument();
  });

  it('reports a failed fetch with the spec message', async () => {
    server.use(failWith('get', '/qms-api/templates', 500, 'db down'));
    renderWithProviders(<TemplatesPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.messages.map((m) => m.message)).toEqual([TEMPLATE_MESSAGES.list]));
    expect(snackbar.messages[0]?.detail).toBe('db down');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No templates yet.')).not.toBeInTheDocument();
  });
});
