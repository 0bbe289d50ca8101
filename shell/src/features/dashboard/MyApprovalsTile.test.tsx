import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { localDay, type MyApproval } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { MyApprovalsTile } from './MyApprovalsTile';

const { server } = setupScreenTest();

const DAY_MS = 86_400_000;
const approval = (n: number, overrides: Partial<MyApproval> = {}): MyApproval => ({
  participantId: `p${n}`,
  kind: 'APPROVER',
  releaseId: `r${n}`,
  artifactType: 'SOP',
  artifactId: `a${n}`,
  versionId: `v${n}`,
  documentName: `Process ${n}`,
  version: 1,
  initiatedByDisplayName: 'Anna Admin',
  initiatedAt: new Date(Date.now() - (10 - n) * DAY_MS).toISOString(),
  dueDate: null,
  link: `/processes/v${n}?tab=releaseWorkflow`,
  ...overrides,
});
const serve = (list: MyApproval[]) =>
  server.use(http.get('*/qms-api/my-approvals', () => HttpResponse.json(list)));

describe('MyApprovalsTile', () => {
  it('shows the count and the three oldest decisions, each linked to its Release Workflow', async () => {
    const yesterday = localDay(new Date(Date.now() - DAY_MS));
    serve([
      approval(1, { dueDate: yesterday }),
      approval(2, { artifactType: 'TEMPLATE', link: '/templates/v2?tab=releaseWorkflow' }),
      approval(3),
      approval(4),
    ]);
    renderWithProviders(<MyApprovalsTile />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'My approvals' });
    expect(await within(tile).findByLabelText('4 open')).toHaveTextContent('4');
    const first = within(tile).getByRole('link', { name: 'Process 1 V1' });
    expect(first).toHaveAttribute('href', '/processes/v1?tab=releaseWorkflow');
    expect(within(tile).getByRole('link', { name: 'Process 2 V1' })).toHaveAttribute(
      'href',
      '/templates/v2?tab=releaseWorkflow',
    );
    expect(within(tile).queryByRole('link', { name: 'Process 4 V1' })).not.toBeInTheDocument();
    expect(within(tile).getByText('Anna Admin, 9 days')).toBeInTheDocument();
    // only the one whose due day is over
    expect(within(tile).getAllByText('Overdue')).toHaveLength(1);
    expect(within(tile).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/my-approvals');
  });

  it('says "Nothing to approve." when no decision waits', async () => {
    serve([]);
    renderWithProviders(<MyApprovalsTile />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'My approvals' });
    expect(await within(tile).findByText('Nothing to approve.')).toBeInTheDocument();
    expect(within(tile).getByLabelText('0 open')).toBeInTheDocument();
    expect(within(tile).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a loader while the list loads', async () => {
    server.use(
      http.get('*/qms-api/my-approvals', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<MyApprovalsTile />, { session: 'viewer' });
    expect(await screen.findByLabelText('Loading your approvals')).toBeInTheDocument();
    expect(screen.queryByText('Nothing to approve.')).not.toBeInTheDocument();
  });
});
