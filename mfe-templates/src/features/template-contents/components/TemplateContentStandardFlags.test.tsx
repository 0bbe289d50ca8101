import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, serveJson, setupScreenTest } from '@qms/shared-ui/test-utils';
import { content, info } from '../../../test/templates-backend';
import { TemplateContentsPage } from './TemplateContentsPage';
import { STANDARD_FLAG_TEXT } from './ValidationIcons';

const { server, snackbar } = setupScreenTest();
jest.setTimeout(90_000);

// lasting flags against the standard (issue 11): computed by the server, carried by the search's infos
const changed = content('Training Record', { srId: 'STC-001', dbVersion: 1 });
const removed = content('Old Checklist', { srId: 'STC-002' });
const plain = content('Own Log');

let puts: { id: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  puts = [];
  server.use(
    http.get('*/qms-api/template-contents/search', () =>
      HttpResponse.json({
        templateContents: [changed, removed, plain],
        templates: [],
        sops: [],
        templateContentInfos: {
          [changed.id]: info({
            standardFlag: {
              state: 'CHANGED_IN_STANDARD',
              standardName: 'Training record (revised)',
              standardDescription: 'Evidence of training, revised.',
            },
          }),
          [removed.id]: info({
            standardFlag: { state: 'REMOVED_FROM_STANDARD', standardName: null, standardDescription: null },
          }),
          [plain.id]: info(),
        },
      }),
    ),
    serveJson('/qms-api/qms-requirements/by-template-content-id', []),
    // the full list, asked at the click: a newer dbVersion than the search had
    serveJson('/qms-api/template-contents', [{ ...changed, dbVersion: 5 }, removed, plain]),
    http.put('*/qms-api/template-contents/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ id: String(params.id), body });
      return HttpResponse.json({ ...changed, ...body, dbVersion: 6 });
    }),
  );
});

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;
const flagIcons = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('img')
    .map((i) => i.getAttribute('aria-label'))
    .filter((l) => Object.values(STANDARD_FLAG_TEXT).includes(l ?? ''));

describe('flags against the standard', () => {
  it('shows a flag icon with a tooltip text next to the warnings of a changed and of a removed content', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await within(table).findByText('Own Log');
    expect(flagIcons(rowOf(table, 'Training Record'))).toEqual([
      "Changed in the standard: the standard's name or description differ from this template content.",
    ]);
    expect(flagIcons(rowOf(table, 'Old Checklist'))).toEqual([
      'Removed from the standard: the standard no longer lists this template content; it is kept here.',
    ]);
    expect(flagIcons(rowOf(table, 'Own Log'))).toEqual([]);
    await user.hover(within(rowOf(table, 'Old Checklist')).getByRole('img'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Removed from the standard: the standard no longer lists this template content; it is kept here.',
    );
  });

  it('detail of a removed content: flagged, nothing to update', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'admin' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await user.click(await within(table).findByText('Old Checklist'));
    const panel = screen.getByRole('complementary', { name: 'Template Content Detail' });
    await within(panel).findByRole('heading', { name: 'Old Checklist' });
    expect(within(panel).getByRole('region', { name: 'Removed from the standard' })).toHaveTextContent(
      'Removed from the standard: the standard no longer lists this template content; it is kept here.',
    );
    expect(within(panel).queryByRole('button', { name: 'Update from the standard' })).not.toBeInTheDocument();
  });

  it('detail of a changed content: the standard texts; a viewer gets no update', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await user.click(await within(table).findByText('Training Record'));
    const panel = screen.getByRole('complementary', { name: 'Template Content Detail' });
    await within(panel).findByRole('heading', { name: 'Training Record' });
    const flag = within(panel).getByRole('region', { name: 'Changed in the standard' });
    expect(within(flag).getByText('Standard name: Training record (revised)')).toBeInTheDocument();
    expect(
      within(flag).getByText('Standard description: Evidence of training, revised.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Update from the standard' })).not.toBeInTheDocument();
  });

  it('an admin updates a changed content from the standard in the detail, with the current dbVersion', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateContentsPage />, { session: 'admin' });
    const table = await screen.findByRole('table', { name: 'Template Contents' });
    await user.click(await within(table).findByText('Training Record'));
    const panel = screen.getByRole('complementary', { name: 'Template Content Detail' });
    await user.click(await within(panel).findByRole('button', { name: 'Update from the standard' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          id: changed.id,
          body: {
            name: 'Training record (revised)',
            description: 'Evidence of training, revised.',
            exampleText: changed.exampleText,
            srId: 'STC-001',
            dbVersion: 5,
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(snackbar.messages.map((m) => m.message)).toContain(
        '"Training Record" updated from the standard.',
      ),
    );
    expect(snackbar.errors()).toEqual([]);
  });
});
