import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { RESET_REDIRECT_DELAY_MS } from './password-reset';
import { ResetCard } from './ResetCard';

const config = { url: 'http://idp.test', realm: 'qms', clientId: 'qms-web' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function sendButton() {
  return screen.getByRole('button', { name: 'Send Reset Link' });
}

async function requestFor(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(sendButton());
  });
}

describe('ResetCard', () => {
  it('keeps Send Reset Link disabled while the e-mail is empty', () => {
    renderWithProviders(<ResetCard config={config} onBack={() => {}} onRedirect={() => {}} />);
    expect(sendButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@acme.example' } });
    expect(sendButton()).toBeEnabled();
  });

  it('posts the e-mail once, confirms, disables the button and reloads after 10 seconds', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const onRedirect = jest.fn();
    renderWithProviders(<ResetCard config={config} onBack={() => {}} onRedirect={onRedirect} />);
    await requestFor('anna@acme.example');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://idp.test/realms/qms/password-reset');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@acme.example' });
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A reset link has been sent to anna@acme.example. The page will redirect to the login page in 10 seconds.',
    );

    act(() => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 1));
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(RESET_REDIRECT_DELAY_MS).toBe(10_000);
  });

  it('ignores a provider failure and confirms anyway', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const onRedirect = jest.fn();
    renderWithProviders(<ResetCard config={config} onBack={() => {}} onRedirect={onRedirect} />);
    await requestFor('nobody@acme.example');

    expect(screen.getByRole('status')).toHaveTextContent('A reset link has been sent to nobody@acme.example');
    expect(sendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS));
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });
});
