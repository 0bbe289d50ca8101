import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReleaseRulesUpdate } from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ReleaseRulesCard } from './ReleaseRulesCard';
import { RELEASE_RULES_MESSAGES } from './release-rules.messages';

const { server } = setupScreenTest();
const slow = { timeout: 8000 };
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

function serveRules(answer: (body: ReleaseRulesUpdate) => Response) {
  let rules = { fourEyes: true, dbVersion: 0 };
  const sent: ReleaseRulesUpdate[] = [];
  server.use(
    http.get('*/qms-api/tenant-settings/release-rules', () => HttpResponse.json(rules)),
    http.put('*/qms-api/tenant-settings/release-rules', async ({ request }) => {
      const body = (await request.json()) as ReleaseRulesUpdate;
      sent.push(body);
      const response = answer(body);
      if (response.ok) rules = { fourEyes: body.fourEyes, dbVersion: rules.dbVersion + 1 };
      return response;
    }),
  );
  return sent;
}

const renderCard = () => renderWithProviders(<ReleaseRulesCard />, { route: '/users', session: 'admin' });

it('relaxes the four-eyes rule only after confirming with a reason', async () => {
  const sent = serveRules(() => HttpResponse.json({ fourEyes: false, dbVersion: 1 }));
  const info = jest.spyOn(notify, 'info');
  renderCard();
  expect(await screen.findByText('Four-eyes required', undefined, slow)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Relax four-eyes rule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Relax the four-eyes rule' });
  const confirm = within(dialog).getByRole('button', { name: 'Relax rule' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Two people in QA');
  await userEvent.click(confirm);
  await waitFor(() => expect(sent).toEqual([{ fourEyes: false, reason: 'Two people in QA', dbVersion: 0 }]));
  expect(await screen.findByText('Four-eyes relaxed', undefined, slow)).toBeInTheDocument();
  expect(info).toHaveBeenCalledWith(RELEASE_RULES_MESSAGES.relaxed);
});

it('keeps the dialog open with the server message when the change is refused', async () => {
  serveRules(() => HttpResponse.json({ errorMessage: 'Changed by someone else.' }, { status: 409 }));
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Relax four-eyes rule' }, slow));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Trial');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Relax rule' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Changed by someone else.');
  expect(screen.getByText('Four-eyes required')).toBeInTheDocument();
});
