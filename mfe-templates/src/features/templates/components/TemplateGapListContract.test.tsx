import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GapListWidgetProps, Template } from '@qms/shared-api';
import type { RemoteWidgetProps } from '@qms/shared-ui';
import { setupScreenTest } from '@qms/shared-ui/test-utils';
import { template } from '../../../test/templates-backend';
import { record, renderTemplateDetail, serveTemplate } from './template-detail.test-setup';

const { server } = setupScreenTest();
jest.setTimeout(90_000);

// The Gap List widget of mfe-regulations stands in as a probe showing the props Template Detail hands it; they are
// typed by the registry's GapListWidgetProps, the type the widget itself is compiled against
const mockMounted: string[] = [];
function mockGapListProbe(props: GapListWidgetProps): JSX.Element {
  return <p data-testid="gap-list-probe">{JSON.stringify(props)}</p>;
}
jest.mock('@qms/shared-ui', () => ({
  ...jest.requireActual('@qms/shared-ui'),
  RemoteWidget: ({ widget, props }: RemoteWidgetProps<'GapListWidget'>) => {
    mockMounted.push(widget);
    return mockGapListProbe(props);
  },
}));

const serve = (t: Template) => serveTemplate(server, t);
const render = (t: Template, session: 'admin' | 'viewer') => renderTemplateDetail(t, session);
const probeProps = async () =>
  JSON.parse((await screen.findByTestId('gap-list-probe')).textContent!) as GapListWidgetProps;

describe('Template Detail ↔ Gap List widget (template mode)', () => {
  beforeEach(() => (mockMounted.length = 0));

  it('mounts the Gap List widget first with the template version, artifact and mode', async () => {
    const t = template('CAPA Form', { createdTemplateContentIds: [record.id] });
    serve(t);
    render(t, 'admin');
    const panels = await screen.findByRole('complementary', { name: 'Template panels' });
    expect(within(panels).getByRole('tab', { name: 'Gap List' })).toHaveAttribute('aria-selected', 'true');
    expect(await probeProps()).toEqual({
      mode: 'template',
      templateArtifactId: t.artifactId,
      templateVersionId: t.versionId,
      editable: true,
    });
    expect(mockMounted[0]).toBe('GapListWidget');
  });

  it('a released version or a viewer gets it read-only; a content chip switches to Template Content Detail', async () => {
    const t = template('Released Form', { releaseState: 'RELEASED', createdTemplateContentIds: [record.id] });
    serve(t);
    const user = userEvent.setup();
    render(t, 'admin');
    expect((await probeProps()).editable).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'CAPA Record' }));
    expect(await screen.findByText(`detail of ${record.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId('gap-list-probe')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Gap List' }));
    expect((await probeProps()).templateVersionId).toBe(t.versionId);
  });
});
