import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { navigateToUrl, triggerAppChange } from 'single-spa';
import { queryClient, rolesQueryOptions, sessionStore, useSession } from '@qms/shared-api';
import { setApiBaseUrl } from '@qms/shared-api/testing';
import { renderWithProviders } from '@qms/shared-ui/test-utils';
import { LoginView } from './LoginView';
import { SESSION_EXPIRED_MESSAGE, sessionHasExpired, startSession } from './keycloak-session';

interface FakeKeycloak {
  token?: string;
  refreshToken?: string;
  tokenParsed?: Record<string, unknown>;
  onAuthRefreshError?: () => void;
}
const instances: FakeKeycloak[] = [];

jest.mock('keycloak-js', () => ({
  __esModule: true,
  default: class {
    token?: string;
    refreshToken?: string;
    tokenParsed?: Record<string, unknown>;
    onAuthRefreshError?: () => void;
    constructor() {
      instances.push(this);
    }
    init(options: { token: string; refreshToken: string }) {
      this.token = options.token;
      this.refreshToken = options.refreshToken;
      this.tokenParsed = { sub: 'u1', name: 'Anna Admin', tenant_id: 't1', realm_access: { roles: [] } };
      return Promise.resolve(true);
    }
    updateToken() {
      return Promise.resolve(false);
    }
    clearToken() {
      this.token = undefined;
      this.refreshToken = undefined;
    }
  },
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn(), triggerAppChange: jest.fn() }));

const config = { url: 'http://idp.test', realm: 'qms', clientId: 'qms-web' };
const tokens = { token: 'a.b.c', refreshToken: 'r.s.t' };

/** every request as 'METHOD path', in order */
let requests: string[];

beforeAll(() => setApiBaseUrl('http://localhost'));
beforeEach(() => {
  requests = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const body = url.pathname === '/qms-api/roles' ? '[]' : null;
    return Promise.resolve(new Response(body, { status: body ? 200 : 204 }));
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(null);
  queryClient.clear();
});

describe('keycloak session', () => {
  it('tells the user on the login card when a failed token refresh ended the session', async () => {
    await startSession(config, tokens);
    expect(sessionStore.get()).not.toBeNull();
    expect(sessionHasExpired()).toBe(false);

    act(() => instances.at(-1)!.onAuthRefreshError!());
    expect(sessionStore.get()).toBeNull();
    expect(sessionHasExpired()).toBe(true);
    renderWithProviders(<LoginView config={config} />);
    expect(screen.getByTestId('login-notice')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);

    // a new sign-in clears the notice
    await startSession(config, tokens);
    expect(sessionHasExpired()).toBe(false);
  });

  it('sends nothing after the logout call: the areas unmount before the session ends', async () => {
    window.history.pushState({}, '', '/roles');
    await startSession(config, tokens);

    // an area screen that re-renders when the session changes, as the roles screen does
    function RolesArea() {
      useSession();
      useQuery(rolesQueryOptions());
      return null;
    }
    const area = render(
      <QueryClientProvider client={queryClient}>
        <RolesArea />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(requests).toContain('GET /qms-api/roles'));
    requests = [];

    // single-spa unmounts the area asynchronously, after the navigation has been processed
    let sessionWhileUnmounting: unknown;
    jest.mocked(triggerAppChange).mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sessionWhileUnmounting = sessionStore.get();
      area.unmount();
      return [];
    });
    await act(() => sessionStore.get()!.logout());

    expect(navigateToUrl).toHaveBeenCalledWith('/dashboard');
    expect(sessionWhileUnmounting).not.toBeNull();
    expect(sessionStore.get()).toBeNull();
    // let any re-render or refetch happen before looking
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests).toEqual(['POST /realms/qms/protocol/openid-connect/logout']);
    window.history.pushState({}, '', '/');
  });
});
