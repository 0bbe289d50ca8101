import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QMS_ADMIN, QMS_VIEWER, sessionStore, type Session, type SessionUser } from '@qms/shared-api';
import { setApiBaseUrl } from '@qms/shared-api/testing';
import { theme } from '../theme';

// jsdom lacks what Mantine and the virtualiser touch; install once per test file.
function installDomPolyfills(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  // jsdom has no layout: give a table's scroll container a viewport-sized box, so the row virtualiser renders
  // rows as it does in a browser (rows themselves measure 0 px, so every row of the page fits).
  const patched = HTMLElement.prototype as HTMLElement & { __qmsRectPatched?: boolean };
  if (!patched.__qmsRectPatched) {
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this.classList.contains('mrt-table-container')) return new DOMRect(0, 0, 1280, 800);
      return original.call(this);
    };
    patched.__qmsRectPatched = true;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
}
installDomPolyfills();
// Node's fetch needs absolute URLs; the MSW handlers match any origin.
setApiBaseUrl('http://localhost');

export type TestSessionKind = 'admin' | 'viewer';

export const testUsers: Record<TestSessionKind, SessionUser> = {
  admin: {
    userId: 'test-admin',
    email: 'admin@acme.example',
    userName: 'Anna Admin',
    userInitials: 'AA',
    tenantId: 'test-tenant',
    tenantName: 'Acme Medical Devices GmbH',
    roles: [QMS_ADMIN, QMS_VIEWER],
  },
  viewer: {
    userId: 'test-viewer',
    email: 'viewer@acme.example',
    userName: 'Victor Viewer',
    userInitials: 'VV',
    tenantId: 'test-tenant',
    tenantName: 'Acme Medical Devices GmbH',
    roles: [QMS_VIEWER],
  },
};

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token carrying the user's realm roles, so the MSW mock answers a viewer's writes with 403. */
function fakeToken(user: SessionUser): string {
  const claims = { sub: user.userId, tenant_id: user.tenantId, realm_access: { roles: user.roles } };
  return `${base64url(JSON.stringify({ alg: 'none' }))}.${base64url(JSON.stringify(claims))}.test`;
}

export function testSession(kind: TestSessionKind | SessionUser): Session {
  const user = typeof kind === 'string' ? testUsers[kind] : kind;
  return { user, getToken: () => Promise.resolve(fakeToken(user)), logout: () => Promise.resolve() };
}

interface RenderWithProvidersOptions {
  /** the URL the MemoryRouter starts at */
  route?: string;
  /** who is signed in; omitted = nobody */
  session?: TestSessionKind | SessionUser | null;
  queryClient?: QueryClient;
}

function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders like a remote does (its own MantineProvider, router and query client), with a chosen session. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session = null, queryClient = createTestQueryClient() }: RenderWithProvidersOptions = {},
): ReturnType<typeof render> & { queryClient: QueryClient } {
  sessionStore.set(session ? testSession(session) : null);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[route]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          {children}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient });
}

export { setupScreenTest, sizeScrollBoxes, type ScreenTest } from './screen-test';
export { seedProcess, serveJson, testUuid, type SeedProcessOptions } from './seed';
