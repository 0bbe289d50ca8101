import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  GAP_MESSAGES,
  LICENSING_NOTICE,
  QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
  type GapList,
  type QmsRequirementUpdate,
} from '@qms/shared-api';
import { setupScreenTest, sizeScrollBoxes } from '@qms/shared-ui/test-utils';
import { assessment, gapListFixture } from '@qms/shared-api/testing';
import { PART_OF_TEXT } from '../model/rows';
import { renderGapListPage, serveGapList } from './gap-list-page.test-setup';
import { GUIDANCE_FAILED } from './RequirementRow';

// apexcharts needs a real SVG layout; the pies have their own test
jest.mock('./StatisticsPies', () => ({ __esModule: true, default: () => <div>pies</div> }));

const { server, snackbar } = setupScreenTest();

sizeScrollBoxes();

const serve = (data: GapList, onPut?: (body: QmsRequirementUpdate) => Response | undefined) =>
  serveGapList(server, data, onPut);

/** The Edit switch once it is available (the full list is there; on the head it is disabled). */
async function editSwitch(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Edit' })).toBeEnabled());
  return screen.getByRole('switch', { name: 'Edit' });
}

/** The full list has replaced the head (its loading status is gone). */
const loaded = () => waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

describe('GapListPage', () => {
  it('shows the heading, paragraphs, the part-of excerpt, warnings and badges; a viewer has no edit toggle', async () => {
    serve(gapListFixture());
    renderGapListPage('viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gap list: ISO 13485' })).toBeInTheDocument();
    await loaded();
    const list = screen.getByRole('region', { name: 'Requirements' });
    expect(within(list).getByRole('heading', { name: '4 Quality management system' })).toBeInTheDocument();
    expect(within(list).getByText('4.1')).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(PART_OF_TEXT))).toHaveTextContent(
      'The organization shall document a quality manageme...',
    );
    expect(
      within(list).getByText('Applicable: assign at least one target process or template content.'),
    ).toBeInTheDocument();
    expect(screen.getByText('With warning: 1')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // a viewer sees the current applicability only, read-only: nothing else to choose (spec 3 §2)
    const applicability = within(list).getAllByRole('textbox', { name: /Applicability of/ })[0]!;
    expect(applicability).toHaveAttribute('readonly');
    expect(applicability).toHaveValue('Applicable');
    await userEvent.setup().click(applicability);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows the licensing notice and hides the export without the rights', async () => {
    const g = gapListFixture({ contentVisible: false, exportAllowed: false });
    g.requirements = g.requirements.map((r) =>
      r.type === 'HEADING' ? r : { ...r, text: null, contentVisible: false },
    );
    serve(g);
    renderGapListPage('viewer');
    expect(await screen.findByText(LICENSING_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4 Quality management system' })).toBeInTheDocument();
  });

  it('offers the guidance of a requirement collapsed below its text, loaded when opened', async () => {
    const g = gapListFixture();
    // the answer says only whether there is guidance; the text comes from the guidance call
    g.requirements = g.requirements.map((r) => (r.id === 'r41' ? { ...r, hasGuidance: true } : r));
    serve(g);
    const loads: string[] = [];
    server.use(
      http.get('*/sr-api/requirements/:id/guidance', ({ params }) => {
        loads.push(String(params.id));
        return HttpResponse.json({ guidance: '<p>Consider the <em>size</em> of the organization.</p>' });
      }),
    );
    const user = userEvent.setup();
    renderGapListPage('viewer');
    const list = await screen.findByRole('region', { name: 'Requirements' });
    const toggle = await within(list).findByRole('button', { name: 'Guidance 4.1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).queryByText(/Consider the/)).not.toBeInTheDocument();
    // 4.2 has no guidance: no disclosure; nothing loaded before opening
    expect(within(list).getAllByRole('button', { name: /^Guidance/ })).toHaveLength(1);
    expect(loads).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(list).getByRole('region', { name: 'Guidance 4.1' })).toHaveTextContent(
        'Consider the size of the organization.',
      ),
    );
    expect(loads).toEqual(['r41']);
    await user.click(toggle);
    expect(within(list).queryByText(/Consider the/)).not.toBeInTheDocument();
  });

  it('says so when the guidance cannot be loaded', async () => {
    const g = gapListFixture();
    g.requirements = g.requirements.map((r) => (r.id === 'r41' ? { ...r, hasGuidance: true } : r));
    serve(g);
    server.use(http.get('*/sr-api/requirements/:id/guidance', () => new HttpResponse(null, { status: 500 })));
    renderGapListPage('viewer');
    const list = await screen.findByRole('region', { name: 'Requirements' });
    await userEvent.setup().click(await within(list).findByRole('button', { name: 'Guidance 4.1' }));
    expect(await within(list).findByText(GUIDANCE_FAILED, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows no guidance disclosure for a requirement whose content is not visible', async () => {
    const g = gapListFixture({ contentVisible: false });
    // the server says there is none without the licence; even a stray flag is not shown
    g.requirements = g.requirements.map((r) =>
      r.type === 'HEADING' ? r : { ...r, text: null, hasGuidance: true, contentVisible: false },
    );
    serve(g);
    renderGapListPage('viewer');
    expect(await screen.findByText(LICENSING_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Guidance/ })).not.toBeInTheDocument();
  });

  it('filters on Enter from 3 characters and shows the empty text', async () => {
    const g = gapListFixture();
    g.requirements = g.requirements.filter((r) => r.type !== 'HEADING');
    serve(g);
    const user = userEvent.setup();
    renderGapListPage('viewer');
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await loaded();
    await user.type(search, 'zzzz');
    expect(screen.getByText('4.2')).toBeInTheDocument(); // not yet: the search applies on Enter
    await user.type(search, '{Enter}');
    expect(await screen.findByText('No requirements found.')).toBeInTheDocument();
  });

  it('saves the reason when it loses focus (admin in edit mode)', async () => {
    const puts: QmsRequirementUpdate[] = [];
    serve(gapListFixture(), (body) => void puts.push(body));
    const user = userEvent.setup();
    renderGapListPage('admin');
    await user.click(await editSwitch());
    const reason = screen.getAllByRole('textbox', { name: 'Reason' })[0]!;
    await user.type(reason, 'Core of the QMS');
    expect(puts).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      requirementId: 'r41',
      applicabilityReason: 'Core of the QMS',
      dbVersion: 3,
    });
  });

  it('after a 409 reloads the requirement, keeps the typed text and applies it again', async () => {
    const puts: QmsRequirementUpdate[] = [];
    const backend = serve(gapListFixture(), (body) => {
      puts.push(body);
      if (body.dbVersion === 3) {
        // someone else saved first: the stored requirement is now at dbVersion 4
        backend.replace(
          gapListFixture({
            qmsRequirements: [
              assessment('r41', { applicability: 'APPLICABLE', notes: 'theirs', dbVersion: 4 }),
              assessment('r42'),
            ],
          }),
        );
        return HttpResponse.json({ errorMessage: 'stale' }, { status: 409 }) as unknown as Response;
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderGapListPage('admin');
    await user.click(await editSwitch());
    await user.type(screen.getAllByRole('textbox', { name: 'Reason' })[0]!, 'Mine');
    await user.tab();
    expect(await screen.findByText(/Your text is still in the fields/)).toBeInTheDocument();
    expect(snackbar.messages.at(-1)).toMatchObject({
      message: GAP_MESSAGES.update('r41'),
      detail: QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE,
    });
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Notes' })[0]).toHaveValue('theirs'));
    expect(screen.getAllByRole('textbox', { name: 'Reason' })[0]).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Apply my change again' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ applicabilityReason: 'Mine', notes: 'theirs', dbVersion: 4 });
  });

  it("reports a failed load with the spec's message", async () => {
    server.use(
      http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json({}, { status: 500 })),
    );
    renderGapListPage('viewer');
    await waitFor(() => expect(snackbar.errors()).toContain(GAP_MESSAGES.gapEntries('reg-1')));
    expect(screen.getByRole('heading', { level: 1, name: 'Gap list' })).toBeInTheDocument();
  });
});
