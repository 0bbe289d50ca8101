import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RemoteWidgetProps } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { assessment, gapListFixture, gapListHeadOf } from '@qms/shared-api/testing';
import { productRequirement } from '../features/sr-panel/test-fixtures';
import { AreaRoutes } from './routes';

// apexcharts needs a real SVG layout; the pies have their own test
jest.mock('../features/gap-list/components/StatisticsPies', () => ({
  __esModule: true,
  default: () => <div>pies</div>,
}));
const mounted: RemoteWidgetProps<'TemplateContentDetail'>[] = [];
// the templates area's widget is not loaded here: the slot records what it would mount
jest.mock('@qms/shared-ui', () => ({
  ...jest.requireActual('@qms/shared-ui'),
  RemoteWidget: ({ widget, props }: RemoteWidgetProps<'TemplateContentDetail'>) => {
    if (widget !== 'TemplateContentDetail') return null;
    mounted.push({ widget, props });
    return (
      <div>
        remote {widget} of {props.templateContentId}
      </div>
    );
  },
}));

const { server } = setupScreenTest();
jest.setTimeout(90_000);

// jsdom lays nothing out: give the virtual list's scroll box a height so it renders rows
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => jest.restoreAllMocks());

const tc = (id: string, name: string) => ({
  id,
  name,
  description: '',
  exampleText: '',
  srId: null,
  creatingTemplates: [],
  reportingTemplates: [],
  processes: [],
  dbVersion: 1,
});
const data = gapListFixture({
  qmsRequirements: [
    assessment('r41', {
      applicability: 'APPLICABLE',
      applicabilityWarnings: [],
      templateContentIds: ['tc-2'],
      targetSopBlockArtifactIds: ['pr-2'],
    }),
    assessment('r42'),
  ],
});

beforeEach(() => {
  mounted.length = 0;
  server.use(
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(data)),
    http.get('*/qms-api/qms-regulations/reg-1/gap-list/head', ({ request }) =>
      HttpResponse.json(gapListHeadOf(data, Number(new URL(request.url).searchParams.get('limit')))),
    ),
    http.get('*/qms-api/product-requirements', () =>
      HttpResponse.json([
        productRequirement(),
        productRequirement({ sopBlockArtifactId: 'pr-2', sopBlockName: 'Occlusion alarm' }),
      ]),
    ),
    http.get('*/qms-api/products', () => HttpResponse.json([])),
    http.get('*/qms-api/qms-requirements/by-target-sop-block-artifact-id', () => HttpResponse.json([])),
    http.get('*/qms-api/template-contents', () =>
      HttpResponse.json([tc('tc-1', 'Training record'), tc('tc-2', 'Complaint record')]),
    ),
    http.get('*/qms-api/sops', () => HttpResponse.json([])),
    http.get('*/qms-api/templates', () => HttpResponse.json([])),
    // the editor saves each choice; the answer is the assessment as stored
    http.put('*/qms-api/qms-requirements', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const stored = data.qmsRequirements.find((q) => q.requirementId === body.requirementId)!;
      return HttpResponse.json({ ...stored, ...body, dbVersion: stored.dbVersion + 1 });
    }),
  );
});

/** The gap list with its right-hand widgets as the area's route composes them (issue 28.4). */
describe('gap list and its right-hand widgets', () => {
  it('shows a target template content or product requirement chosen in the list in its widget', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaRoutes />, { session: 'viewer', route: '/sr-list/reg-1' });
    const list = await screen.findByRole('region', { name: 'Requirements' });
    const detail = screen.getByRole('region', { name: 'Template Content Detail' });
    const product = screen.getByRole('region', { name: 'Product Requirement' });
    expect(within(detail).getByText('No Template Content selected')).toBeInTheDocument();

    await user.click(await within(list).findByRole('button', { name: 'Complaint record' }));
    expect(await within(detail).findByText('remote TemplateContentDetail of tc-2')).toBeInTheDocument();
    // the widget's own dropdown follows (and stays usable)
    expect(within(detail).getByRole('textbox', { name: 'Template Content' })).toHaveValue('Complaint record');

    await user.click(within(list).getByRole('button', { name: 'Infusion pump: Occlusion alarm' }));
    expect(await within(product).findByText('Occlusion alarm')).toBeInTheDocument();
    expect(within(product).getByRole('textbox', { name: 'Product Requirement' })).toHaveValue(
      'Infusion pump: Occlusion alarm',
    );

    // choosing in the widget's own dropdown still works after the list chose
    await user.click(within(detail).getByRole('textbox', { name: 'Template Content' }));
    await user.click(await screen.findByRole('option', { name: 'Training record' }));
    await waitFor(() => expect(mounted.at(-1)?.props).toEqual({ templateContentId: 'tc-1' }));
  });

  it('in edit mode, shows a target as it is chosen, and a chosen one on its button (the chips take no focus)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaRoutes />, { session: 'admin', route: '/sr-list/reg-1' });
    const list = await screen.findByRole('region', { name: 'Requirements' });
    const detail = screen.getByRole('region', { name: 'Template Content Detail' });
    const product = screen.getByRole('region', { name: 'Product Requirement' });
    const edit = screen.getByRole('switch', { name: 'Edit' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);

    // the chosen targets of r41, each a button under the multi-selects
    const shown = await within(list).findByRole('button', { name: 'Complaint record' });
    expect(shown).toHaveAttribute('title', 'Show in Template Content Detail');
    shown.focus();
    await user.keyboard('{Enter}');
    expect(await within(detail).findByText('remote TemplateContentDetail of tc-2')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Infusion pump: Occlusion alarm' }));
    expect(await within(product).findByText('Occlusion alarm')).toBeInTheDocument();

    // choosing another target content shows it at once
    const [contents] = within(list).getAllByRole('textbox', { name: 'Target template contents' });
    await user.click(contents!);
    await user.click(await screen.findByRole('option', { name: 'Training record' }));
    expect(await within(detail).findByText('remote TemplateContentDetail of tc-1')).toBeInTheDocument();
    expect(within(detail).getByRole('textbox', { name: 'Template Content' })).toHaveValue('Training record');
  });
});
