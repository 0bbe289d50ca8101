import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEMPLATE_MESSAGES, type TemplateCreate } from '@qms/shared-api';
import { failWith } from '@qms/shared-api/mock';
import { renderWithProviders, serveJson, setupScreenTest } from '@qms/shared-ui/test-utils';
import { sop, template, templateSearchHandler } from '../../../test/templates-backend';
import { TemplatesPage } from './TemplatesPage';

const { server, snackbar } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

const capa = template('CAPA Form', {
  documentKey: 'F-001',
  version: 3,
  createdTemplateContentIds: ['c1', 'c2'],
  reportedTemplateContentIds: ['c3'],
});
const training = template('Training Record', { documentKey: 'F-002', releaseState: 'RELEASED' });
const production = sop('Production');
const oldProduction = sop('Production (old)', {
  artifactId: production.artifactId,
  releaseState: 'OBSOLETE',
});

beforeEach(() =>
  server.use(
    templateSearchHandler({
      templates: [training, capa],
      sops: [production, oldProduction],
      templatesToSopArtifactIds: { [capa.versionId]: [production.artifactId] },
    }),
    serveJson('/qms-api/template-contents', []),
  ),
);

const table = () => screen.findByRole('table', { name: 'Templates' });
const names = (t: HTMLElement) =>
  within(t)
    .queryAllByRole('link')
    .map((l) => l.textContent);

describe('TemplatesPage', () => {
  it('lists the templates sorted by name with the spec columns, each linking to its detail', async () => {
    renderWithProviders(<TemplatesPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Templates', level: 1 })).toBeInTheDocument();
    const t = await table();
    await within(t).findByRole('link', { name: 'CAPA Form' });
    expect(names(t)).toEqual(['CAPA Form', 'Training Record']);
    expect(within(t).getByRole('link', { name: 'CAPA Form' })).toHaveAttribute(
      'href',
      `/templates/${capa.versionId}`,
    );
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Document Key',
      'Version',
      'Template Contents',
      'Reported Contents',
      'Used in Processes',
    ]);
    const cells = within(within(t).getByRole('link', { name: 'CAPA Form' }).closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['CAPA Form', 'F-001', '3', '2', '1', '1']);
    // a viewer gets no admin actions
    expect(screen.queryByRole('button', { name: 'New Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete template/ })).not.toBeInTheDocument();
  });

  it("filters by process, 'Unassigned' and 'All Processes' (the obsolete version is not offered)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />, { session: 'viewer' });
    const t = await table();
    await within(t).findByRole('link', { name: 'CAPA Form' });
    const filter = screen.getByRole('navigation', { name: 'Filter by process' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Processes', 'Unassigned', 'Production']);
    await user.click(within(filter).getByRole('button', { name: 'Production' }));
    await waitFor(() => expect(names(t)).toEqual(['CAPA Form']));
    await user.click(within(filter).getByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(names(t)).toEqual(['Training Record']));
    await user.click(within(filter).getByRole('button', { name: 'All Processes' }));
    await waitFor(() => expect(names(t)).toEqual(['CAPA Form', 'Training Record']));
  });

  it('offers delete only for DRAFT versions, after confirmation', async () => {
    let deleted = '';
    server.use(
      http.delete('*/qms-api/templates/v/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />, { session: 'admin' });
    await screen.findByRole('button', { name: 'Delete template CAPA Form V3' });
    expect(
      screen.queryByRole('button', { name: 'Delete template Training Record V1' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete template CAPA Form V3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(capa.versionId));
  });

  it("creates a template with roles ('# No Role' offered) and a validated Initial Version", async () => {
    let body: TemplateCreate | undefined;
    server.use(
      http.post('*/qms-api/templates', async ({ request }) => {
        body = (await request.json()) as TemplateCreate;
        return HttpResponse.json(template(body.name, { ...body, version: body.version ?? 1 } as never), {
          status: 201,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Template' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(dialog).getByLabelText(/Name/);
    await user.type(name, 'x');
    await user.clear(name);
    expect(within(dialog).getByText('Minimum 1 character')).toBeInTheDocument();
    await user.type(name, 'Deviation Report');
    const version = within(dialog).getByLabelText(/Initial Version/);
    expect(version).toHaveValue('1');
    await user.clear(version);
    await user.type(version, '0');
    expect(await within(dialog).findByText('Initial Version must be a positive number.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(version);
    await user.type(version, '2');
    const approver = within(dialog).getByRole('textbox', { name: 'Approver Role' });
    expect(approver).toHaveValue('# No Role');
    await user.click(approver);
    await user.click(await screen.findByRole('option', { name: 'Quality Manager' }));
    await user.click(save);
    await waitFor(() => expect(body?.name).toBe('Deviation Report'));
    expect(body?.version).toBe(2);
    expect(body?.reviewerRoleId).toEqual(expect.any(String));
    expect(body?.releaserRoleId).toBeNull();
  });

  it('reports a failed search with the spec message', async () => {
    server.use(failWith('get', '/qms-api/templates/search', 500, 'db down'));
    renderWithProviders(<TemplatesPage />, { session: 'viewer' });
    await waitFor(() => expect(snackbar.errors()).toEqual([TEMPLATE_MESSAGES.search]));
    expect(snackbar.messages[0]?.detail).toBe('db down');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
  });
});
