import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPACT_MESSAGES, type Impact } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { assessment } from '@qms/shared-api/testing';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import GapImpactMenu, { NO_IMPACTS } from './GapImpactMenu';

const { server } = setupScreenTest();

const impact = (
  id: string,
  analysisId: string,
  from: string[],
  to: string[],
  over: Partial<Impact> = {},
) => ({
  id,
  dbVersion: 0,
  impactAnalysisId: analysisId,
  impactType: 'MINOR_IMPACT' as const,
  impactDescription: 'Impact to Process',
  changeType: 'CHANGE' as const,
  changeDescription: 'Stricter wording.',
  requirementIdsFrom: from,
  requirementIdsTo: to,
  ...over,
});

const statistics = (id: string) => ({
  impactAnalysisId: id,
  numberOfMappedFromRequirements: 0,
  numberOfMappedToRequirements: 0,
  totalNumberOfFromRequirements: 1,
  totalNumberOfToRequirements: 1,
  numberOfImpact: 1,
});

function seed() {
  const db = getMockDb();
  db.qmsRequirements = [
    assessment('r41', { targetSopArtifactIds: ['sop-1'] }),
    assessment('r42', { targetSopArtifactIds: ['sop-1'] }),
  ];
  db.impactAnalyses = [
    {
      impactAnalysis: {
        id: 'ia1',
        title: 'Rev. 4 to Rev. 5',
        regulationIdFrom: 'reg-1',
        regulationIdTo: 'reg-2',
      },
      statistics: statistics('ia1'),
    },
  ];
  db.impacts = [impact('im1', 'ia1', ['r41'], ['t1']), impact('im2', 'ia1', ['r99'], ['r42'])];
}

const props = { sopArtifactId: 'sop-1', regulationId: 'reg-1', requirementId: 'r41' };
const openMenu = async (user: ReturnType<typeof userEvent.setup>, requirementId = 'r41') =>
  user.click(await screen.findByRole('button', { name: `Impacts of requirement ${requirementId}` }));

describe('GapImpactMenu (exposed for the Gap List widget)', () => {
  it("offers Select Impact, Open Impact and Open Impact Analysis for the requirement's impact", async () => {
    seed();
    const user = userEvent.setup();
    renderWithProviders(<GapImpactMenu {...props} />, { session: 'viewer' });
    await openMenu(user);
    expect(await screen.findByText('Rev. 4 to Rev. 5: Change, Minor impact')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Open Impact' })).toHaveAttribute(
      'href',
      '/impact-analysis/ia1#impact=im1',
    );
    expect(screen.getByRole('menuitem', { name: 'Open Impact Analysis' })).toHaveAttribute(
      'href',
      '/impact-analysis/ia1',
    );
    // only the impact that maps r41 (im2 maps r42)
    expect(screen.getAllByRole('menuitem', { name: 'Select Impact' })).toHaveLength(1);

    await user.click(screen.getByRole('menuitem', { name: 'Select Impact' }));
    const selected = await screen.findByRole('group', { name: 'Selected impact of Rev. 4 to Rev. 5' });
    expect(selected).toHaveTextContent('Change: Change');
    expect(selected).toHaveTextContent('Impact: Minor impact');
    expect(selected).toHaveTextContent('Impact to Process');
    // selecting the same impact again deselects it
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Deselect Impact' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });

  it('leaves the selection to the Gap List when it passes one (spec 3 §4: the list clears it on a highlight change)', async () => {
    seed();
    const user = userEvent.setup();
    const onSelectImpact = jest.fn();
    const { rerender } = renderWithProviders(
      <GapImpactMenu {...props} selectedImpactId={null} onSelectImpact={onSelectImpact} />,
      { session: 'viewer' },
    );
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Select Impact' }));
    expect(onSelectImpact).toHaveBeenLastCalledWith('im1');
    // nothing shows until the host selects it
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(<GapImpactMenu {...props} selectedImpactId="im1" onSelectImpact={onSelectImpact} />);
    expect(
      await screen.findByRole('group', { name: 'Selected impact of Rev. 4 to Rev. 5' }),
    ).toBeInTheDocument();
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Deselect Impact' }));
    expect(onSelectImpact).toHaveBeenLastCalledWith(null);
    rerender(<GapImpactMenu {...props} selectedImpactId={null} onSelectImpact={onSelectImpact} />);
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });

  it('finds the requirement as to-requirement too, and says when no impact maps it', async () => {
    seed();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<GapImpactMenu {...props} requirementId="r42" />, {
      session: 'viewer',
    });
    await openMenu(user, 'r42');
    expect(await screen.findByRole('menuitem', { name: 'Open Impact' })).toHaveAttribute(
      'href',
      '/impact-analysis/ia1#impact=im2',
    );
    unmount();
    getMockDb().impacts = [];
    renderWithProviders(<GapImpactMenu {...props} />, { session: 'viewer' });
    await openMenu(user);
    expect(await screen.findByText(NO_IMPACTS)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('shows the load failure in the menu', async () => {
    server.use(failWith('get', '/qms-api/impact-analyses/search/by-sop-artifact/:artifactId', 500, 'down'));
    const user = userEvent.setup();
    renderWithProviders(<GapImpactMenu {...props} />, { session: 'viewer' });
    await openMenu(user);
    expect(await screen.findByText(IMPACT_MESSAGES.list)).toBeInTheDocument();
  });
});
