import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { LoginCard, RESET_AT_REALM_HINT } from './LoginCard';

const config = { url: 'http://idp.test', realm: 'qms', clientId: 'qms-web' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/E-mail/), 'anna@acme.example');
  await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => jest.restoreAllMocks());

describe('LoginCard', () => {
  it('posts the password grant and hands the tokens on', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(200, { access_token: 'a.b.c', refresh_token: 'r.s.t', id_token: 'i.d.t' }),
      );
    const onTokens = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<LoginCard config={config} onTokens={onTokens} onResetPassword={() => {}} />);
    await fillAndSubmit();

    await waitFor(() =>
      expect(onTokens).toHaveBeenCalledWith({ token: 'a.b.c', refreshToken: 'r.s.t', idToken: 'i.d.t' }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://idp.test/realms/qms/protocol/openid-connect/token');
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      client_id: 'qms-web',
      username: 'anna@acme.example',
      password: 'wrong',
      scope: 'openid',
    });
  });

  it("shows the provider's error text in red", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' }),
      );
    const onTokens = jest.fn();
    renderWithProviders(<LoginCard config={config} onTokens={onTokens} onResetPassword={() => {}} />);
    await fillAndSubmit();

    const error = await screen.findByTestId('login-error');
    expect(error).toHaveTextContent('Invalid user credentials');
    expect(error.getAttribute('style') ?? '').toContain('--mantine-color-red');
    expect(onTokens).not.toHaveBeenCalled();
  });

  it('falls back to the error code when there is no description', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(429, { error: 'Too many attempts, retry in 60 s' }));
    renderWithProviders(<LoginCard config={config} onTokens={jest.fn()} onResetPassword={() => {}} />);
    await fillAndSubmit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Too many attempts, retry in 60 s');
  });

  it('has no client-side validation: an empty submit goes to the provider, whose error shows', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' }),
      );
    renderWithProviders(<LoginCard config={config} onTokens={jest.fn()} onResetPassword={() => {}} />);
    expect(screen.getByLabelText('E-mail')).not.toBeRequired();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid user credentials');
    const form = new URLSearchParams(String(fetchMock.mock.calls[0]![1]?.body));
    expect(form.get('username')).toBe('');
    expect(form.get('password')).toBe('');
  });

  it('shows the error in a red dark enough for WCAG AA (red.8)', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { error: 'invalid_grant' }));
    renderWithProviders(<LoginCard config={config} onTokens={jest.fn()} onResetPassword={() => {}} />);
    await fillAndSubmit();
    expect((await screen.findByTestId('login-error')).getAttribute('style')).toContain(
      '--mantine-color-red-8',
    );
  });

  it('shows an information line when given one', () => {
    renderWithProviders(
      <LoginCard
        config={config}
        onTokens={jest.fn()}
        onResetPassword={() => {}}
        notice="Your session has expired. Please sign in again."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
  });

  it('is 400 px wide and links to the reset card', async () => {
    const onReset = jest.fn();
    renderWithProviders(<LoginCard config={config} onTokens={jest.fn()} onResetPassword={onReset} />);
    expect(screen.getByTestId('login-card').getAttribute('style')).toContain('width: calc(25rem');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onReset).toHaveBeenCalled();
  });

  it("behind an external realm, Reset Password leads to the realm's own reset page, never the embedded card", () => {
    const onReset = jest.fn();
    const passwordResetUrl =
      'https://sso.example.com/realms/qms/protocol/openid-connect/forgot-credentials?client_id=qms-web';
    renderWithProviders(
      <LoginCard config={{ ...config, passwordResetUrl }} onTokens={jest.fn()} onResetPassword={onReset} />,
    );
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', passwordResetUrl);
    expect(screen.getByTestId('reset-elsewhere')).toHaveTextContent(RESET_AT_REALM_HINT);
  });
});
