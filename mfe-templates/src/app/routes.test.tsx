import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, serveJson, setupScreenTest } from '@qms/shared-ui/test-utils';
import { content, info, template } from '../test/templates-backend';
import { AreaRoutes } from './routes';

const { server } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

describe('templates area routes', () => {
  it.each([
    ['/roles/unknown/path', 'Go to Roles', '/roles'],
    ['/templates/v1/extra', 'Go to Templates', '/templates'],
    ['/glossary/x', 'Go to Glossary', '/glossary'],
  ])('shows Page not found for the unknown path %s inside the area', (route, linkName, href) => {
    renderWithProviders(<AreaRoutes />, { route, session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it.each(['/dashboard', '/templates-x', '/processes'])(
    'renders nothing for %s outside the area (the shell owns it)',
    (route) => {
      renderWithProviders(<AreaRoutes />, { route, session: 'viewer' });
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );

  it('still renders its own screens', () => {
    renderWithProviders(<AreaRoutes />, { route: '/glossary', session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
  });

  it("composes Template Detail's content chips with the warning icons of the Template Contents table", async () => {
    const record = content('CAPA Record');
    const clean = content('Clean Record');
    const form = template('CAPA Form', {
      createdTemplateContentIds: [record.id],
      reportedTemplateContentIds: [clean.id],
    });
    server.use(
      serveJson(`/qms-api/templates/v/${form.versionId}`, form),
      serveJson('/qms-api/storage', []),
      serveJson('/qms-api/template-contents/search', {
        templateContents: [record, clean],
        templates: [form],
        sops: [],
        templateContentInfos: {
          [record.id]: info({
            validations: ['NOT_CREATED_BY_PROCESS', 'CREATED_BY_MULTIPLE_TEMPLATES'],
            linkState: 'MISSING_PROCESS_OUTPUT',
          }),
          [clean.id]: info(),
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AreaRoutes />, { route: `/templates/${form.versionId}`, session: 'viewer' });
    const field = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling as HTMLElement;
    const created = await field('Template Contents');
    const chip = await within(created).findByRole('button', { name: 'CAPA Record' });
    expect(
      within(created)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual([
      'NOT_CREATED_BY_PROCESS: no process lists this template content as an output.',
      'CREATED_BY_MULTIPLE_TEMPLATES: more than one template creates this template content.',
    ]);
    const reported = await field('Reported Contents');
    expect(await within(reported).findByRole('button', { name: 'Clean Record' })).toBeInTheDocument();
    expect(within(reported).queryByRole('img')).not.toBeInTheDocument();
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });
});
