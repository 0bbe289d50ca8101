import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LICENSING_NOTICE, type GapList } from '@qms/shared-api';
import type { RemoteWidgetProps } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { assessment, gapListFixture } from '@qms/shared-api/testing';
import GapListWidget from './GapListWidget';
import type { GapListWidgetProps } from './types';

// the impact menu is Impact analysis' remote: record where it is mounted
const mounted: RemoteWidgetProps<'GapImpactMenu'>[] = [];
jest.mock('@qms/shared-ui', () => ({
  ...jest.requireActual('@qms/shared-ui'),
  RemoteWidget: ({ widget, props }: RemoteWidgetProps<'GapImpactMenu'>) => {
    mounted.push({ widget, props });
    return (
      <div data-testid={`remote-${props.requirementId}`}>
        remote {widget}
        <button type="button" onClick={() => props.onSelectImpact?.('impact-1')}>
          Select impact of {props.requirementId}
        </button>
        <span data-testid={`selected-impact-${props.requirementId}`}>{props.selectedImpactId ?? 'none'}</span>
      </div>
    );
  },
}));

const { server } = setupScreenTest();

const SOP = 'sop-1';

function serve(over: (g: GapList) => GapList = (g) => g) {
  mounted.length = 0;
  const g = over(
    gapListFixture({
      qmsRequirements: [
        assessment('r41', { targetSopArtifactIds: [SOP], sopEvidenceStates: { [SOP]: 'NOT_IMPLEMENTED' } }),
        assessment('r42', { actualSopArtifactIds: [SOP], sopEvidenceStates: { [SOP]: 'IMPLEMENTED' } }),
      ],
    }),
  );
  server.use(
    http.get('*/qms-api/qms-requirements/regulation-ids-by-sop-artifact-id', () =>
      HttpResponse.json(['reg-1']),
    ),
    http.get('*/qms-api/qms-regulations/reg-1/gap-list', () => HttpResponse.json(g)),
  );
}

const props: GapListWidgetProps = { sopArtifactId: SOP, sopVersionId: 'v1', editable: false };

describe('GapListWidget rows', () => {
  it('mounts the impact menu on every requirement row, none selected', async () => {
    serve();
    renderWithProviders(<GapListWidget {...props} />, { session: 'viewer' });
    expect(await screen.findByTestId('remote-r41')).toHaveTextContent('remote GapImpactMenu');
    expect(screen.getByTestId('remote-r42')).toBeInTheDocument();
    expect(mounted.at(-1)).toEqual({
      widget: 'GapImpactMenu',
      props: {
        sopArtifactId: SOP,
        regulationId: 'reg-1',
        requirementId: 'r42',
        selectedImpactId: null,
        onSelectImpact: expect.any(Function),
      },
    });
    expect(screen.queryByText(LICENSING_NOTICE)).not.toBeInTheDocument();
  });

  it('selecting an impact clears the highlight mode, and a highlight mode change clears the impact (spec 3 §4)', async () => {
    serve((g) => ({
      ...g,
      qmsRequirements: g.qmsRequirements.map((q) => ({ ...q, referencedSopBlockArtifactIds: ['block-9'] })),
    }));
    const onHighlight = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<GapListWidget {...props} onHighlight={onHighlight} />, { session: 'viewer' });
    const chooseMode = async () => {
      await user.click(await screen.findByRole('button', { name: 'Highlight blocks' }));
      await user.click(
        await screen.findByRole('menuitem', { name: '...by requirements of this regulation' }),
      );
    };
    await chooseMode();
    expect(onHighlight).toHaveBeenLastCalledWith({
      mode: 'HIGHLIGHT',
      blockArtifactIds: ['block-9', 'block-9'],
    });
    await user.click(screen.getByRole('button', { name: 'Select impact of r41' }));
    expect(screen.getByTestId('selected-impact-r41')).toHaveTextContent('impact-1');
    expect(screen.getByTestId('selected-impact-r42')).toHaveTextContent('none');
    expect(onHighlight).toHaveBeenLastCalledWith({ mode: 'NONE', blockArtifactIds: [] });
    // the mode was cleared: choosing it now turns it on (not off), and clears the impact
    await chooseMode();
    expect(onHighlight).toHaveBeenLastCalledWith({
      mode: 'HIGHLIGHT',
      blockArtifactIds: ['block-9', 'block-9'],
    });
    expect(screen.getByTestId('selected-impact-r41')).toHaveTextContent('none');
  });

  it('offers no impact menu in template mode', async () => {
    serve((g) => ({
      ...g,
      qmsRequirements: [assessment('r41', { targetTemplateArtifactIds: ['tpl-1'] })],
    }));
    server.use(
      http.get('*/qms-api/qms-requirements/regulation-ids-by-template-artifact-id', () =>
        HttpResponse.json(['reg-1']),
      ),
    );
    renderWithProviders(<GapListWidget mode="template" templateArtifactId="tpl-1" templateVersionId="t1" />, {
      session: 'viewer',
    });
    expect(await screen.findByRole('link', { name: '4.1' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-r41')).not.toBeInTheDocument();
  });

  it('shows the licensing notice in the panel of a regulation the user may not read', async () => {
    serve((g) => ({
      ...g,
      regulation: { ...g.regulation, licenseTypeView: 'VIEW_LICENSED' },
      contentVisible: false,
      requirements: g.requirements.map((r) =>
        r.type === 'HEADING' ? r : { ...r, text: null, guidance: null, contentVisible: false },
      ),
    }));
    renderWithProviders(<GapListWidget {...props} />, { session: 'viewer' });
    const notice = await screen.findByText(LICENSING_NOTICE);
    const panel = notice.closest('.mantine-Accordion-item') as HTMLElement;
    expect(within(panel).getByText('ISO 13485')).toBeInTheDocument();
    // the rows stay (paragraph, highlight, impact menu), without text
    expect(within(panel).getByRole('link', { name: '4.1' })).toBeInTheDocument();
    expect(within(panel).getByTestId('remote-r41')).toBeInTheDocument();
  });
});
