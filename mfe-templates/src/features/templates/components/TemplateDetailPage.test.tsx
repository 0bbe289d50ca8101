import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEMPLATE_MESSAGES, type Template } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { setupScreenTest } from '@qms/shared-ui/test-utils';
import { template } from '../../../test/templates-backend';
import { record, renderTemplateDetail, serveTemplate } from './template-detail.test-setup';

const { server, snackbar } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

const serve = (t: Template) => serveTemplate(server, t);
const render = (t: Template, session: 'admin' | 'viewer') =>
  renderTemplateDetail(t, session, (name) => `chip ${name}`);

describe('TemplateDetailPage', () => {
  it('shows the header and every field of spec 2 §2', async () => {
    const role = getMockDb().roles[0]!;
    const t = template('CAPA Form', {
      version: 2,
      description: 'Corrective actions',
      documentKey: 'F-001',
      location: 'QM/Forms',
      reviewerRoleId: role.id,
      createdTemplateContentIds: [record.id],
    });
    serve(t);
    const user = userEvent.setup();
    render(t, 'viewer');
    expect(await screen.findByRole('heading', { name: 'CAPA Form', level: 1 })).toBeInTheDocument();
    // the header badge and the Release Workflow's chip
    expect(screen.getAllByText('V2 In draft')).toHaveLength(2);
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Title')).toHaveTextContent('CAPA Form');
    expect(field('Description')).toHaveTextContent('Corrective actions');
    expect(field('Document Key')).toHaveTextContent('F-001');
    expect(field('Location')).toHaveTextContent('QM/Forms');
    expect(await screen.findByText(role.name)).toBeInTheDocument();
    expect(field('Releaser Role')).toHaveTextContent('# No Role');
    expect(field('Reported Contents')).toHaveTextContent('None');
    expect(await screen.findByText('No file uploaded.')).toBeInTheDocument();
    // a viewer gets no admin actions
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // a content chip shows the content in the right panel
    await user.click(await screen.findByRole('button', { name: 'chip CAPA Record' }));
    expect(await screen.findByText(`detail of ${record.id}`)).toBeInTheDocument();
  });

  it('offers Edit and Delete for a DRAFT; new version and obsolete in the header, once', async () => {
    const draft = template('Draft Form');
    serve(draft);
    const { unmount } = render(draft, 'admin');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Release Workflow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create New Version/i })).not.toBeInTheDocument();
    unmount();

    // the shared workflow (kind 'templates') runs on the mock's change-control handlers
    const released = template('Released Form', { releaseState: 'RELEASED' });
    getMockDb().templates.push(released);
    serve(released);
    const user = userEvent.setup();
    render(released, 'admin');
    const workflow = await screen.findByRole('region', { name: 'Release Workflow' });
    // spec 2: the admin release actions are in the header, each in one place only
    const header = await screen.findByRole('group', { name: 'Release actions' });
    expect(await within(header).findByRole('button', { name: 'OBSOLETE' })).toBeInTheDocument();
    expect(within(workflow).queryByRole('button', { name: 'OBSOLETE' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create New Version/i })).toHaveLength(1);
    expect(within(header).getByRole('button', { name: 'CREATE NEW VERSION' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark obsolete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'CREATE NEW VERSION' }));
    await waitFor(() =>
      expect(getMockDb().templates.filter((x) => x.artifactId === released.artifactId)).toHaveLength(2),
    );
  });

  it("reports a refused new version with the template's own §8 text, not the process text", async () => {
    const released = template('Refused Form', { releaseState: 'RELEASED' });
    getMockDb().templates.push(released);
    serve(released);
    server.use(failWith('post', `/qms-api/templates/a/${released.artifactId}/v`, 409, 'already a draft'));
    const user = userEvent.setup();
    render(released, 'admin');
    const header = await screen.findByRole('group', { name: 'Release actions' });
    await user.click(await within(header).findByRole('button', { name: 'CREATE NEW VERSION' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([TEMPLATE_MESSAGES.releaseCreateLoad]));
    expect(snackbar.errors().join(' ')).not.toMatch(/SOP/);
  });

  it('saves an edit with the dbVersion read and reports a refused save with the spec message', async () => {
    const t = template('CAPA Form', { dbVersion: 4 });
    serve(t);
    let body: Record<string, unknown> = {};
    server.use(
      http.put(`*/qms-api/templates/v/${t.versionId}`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ errorMessage: 'changed by someone else' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    render(t, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).queryByLabelText(/Initial Version/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Document Key'), 'F-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([TEMPLATE_MESSAGES.update(t.versionId)]));
    expect(body).toMatchObject({ documentKey: 'F-9', dbVersion: 4 });
    expect(body).not.toHaveProperty('version');
    expect(within(dialog).getByLabelText('Document Key')).toHaveValue('F-9');
  });

  it('keeps one h1 and reports a failed fetch with the spec message', async () => {
    const t = template('Gone');
    server.use(failWith('get', `/qms-api/templates/v/${t.versionId}`, 404, 'not found'));
    render(t, 'viewer');
    await waitFor(() => expect(snackbar.errors()).toEqual([TEMPLATE_MESSAGES.fetch(t.versionId)]));
    expect(screen.getByRole('heading', { name: 'Template Detail', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('The template could not be loaded.')).toBeInTheDocument();
  });
});
