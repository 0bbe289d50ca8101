import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { localDay, type MyTraining } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { MyTrainingsTile } from './MyTrainingsTile';

const { server } = setupScreenTest();

const DAY_MS = 86_400_000;
const training = (n: number, overrides: Partial<MyTraining> = {}): MyTraining => ({
  id: `t${n}`,
  dbVersion: 0,
  artifactType: 'SOP',
  artifactId: `a${n}`,
  versionId: `v${n}`,
  version: 2,
  documentName: `Process ${n}`,
  reason: 'ROLE',
  roleNames: ['Operator'],
  assignedAt: '2026-11-20T10:00:00Z',
  dueDate: '2999-01-31',
  state: 'OPEN',
  confirmedAt: null,
  closedAt: null,
  link: `/processes/v${n}`,
  ...overrides,
});
const serve = (list: MyTraining[]) =>
  server.use(http.get('*/qms-api/my-trainings', () => HttpResponse.json(list)));

describe('MyTrainingsTile', () => {
  it('counts the open trainings and the overdue ones, and names the earliest due', async () => {
    const yesterday = localDay(new Date(Date.now() - DAY_MS));
    serve([
      training(1, { dueDate: yesterday }),
      training(2, { dueDate: localDay(new Date(Date.now() - 5 * DAY_MS)) }),
      training(3),
      training(4),
      training(5, { state: 'CONFIRMED', confirmedAt: '2026-11-21T10:00:00Z', dueDate: yesterday }),
    ]);
    renderWithProviders(<MyTrainingsTile />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'My Trainings' });
    expect(await within(tile).findByLabelText('4 open')).toHaveTextContent('4');
    expect(within(tile).getByLabelText('2 overdue')).toHaveTextContent('2 overdue');
    expect(within(tile).getByRole('link', { name: 'Process 1 V2' })).toHaveAttribute('href', '/processes/v1');
    expect(within(tile).getByRole('link', { name: 'Process 3 V2' })).toBeInTheDocument();
    expect(within(tile).queryByRole('link', { name: 'Process 4 V2' })).not.toBeInTheDocument();
    expect(within(tile).queryByRole('link', { name: 'Process 5 V2' })).not.toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/my-trainings');
  });

  it('says when nothing is open and shows no overdue count', async () => {
    serve([training(1, { state: 'CONFIRMED', confirmedAt: '2026-11-21T10:00:00Z' })]);
    renderWithProviders(<MyTrainingsTile />, { session: 'viewer' });
    const tile = screen.getByRole('region', { name: 'My Trainings' });
    expect(await within(tile).findByLabelText('0 open')).toHaveTextContent('0');
    expect(within(tile).getByText('No open trainings.')).toBeInTheDocument();
    expect(within(tile).queryByLabelText(/overdue/)).not.toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/my-trainings');
  });
});
