import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Center, Loader, MantineProvider, Text } from '@mantine/core';
// the theme file itself, not the shared-ui singleton (which brings shared-api, react-query…): see below
import { theme } from '@qms/shared-ui/theme';
import { LoginView, fetchAuthConfig, restoreSession, signedInStore, type AuthConfig } from '../features/auth';

/**
 * This file and the sign-in card are all the sign-in view loads (issue 8: ≤ 150 KB gzip of JS). They import only
 * React and a few Mantine components; the shell's webpack config (localImports) resolves their '@mantine/core'
 * to the host's own copy of the component files, so they do not pull the whole shared Mantine. Everything else —
 * router, query client, chrome, shared-api, shared-ui, keycloak-js, single-spa, the remotes — loads after sign-in.
 */
const SignedInShell = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInShell'));

type AuthState =
  | { status: 'loading' }
  | { status: 'ready'; config: AuthConfig }
  | { status: 'failed'; error: string };

function Waiting() {
  return (
    <Center mih="100vh">
      <Loader />
    </Center>
  );
}

function SignedInOrLogin() {
  const signedIn = useSyncExternalStore(signedInStore.subscribe, signedInStore.get, signedInStore.get);
  const [auth, setAuth] = useState<AuthState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    fetchAuthConfig()
      .then(async (config) => {
        await restoreSession(config);
        if (!cancelled) setAuth({ status: 'ready', config });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setAuth({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (signedIn) {
    return (
      <Suspense fallback={<Waiting />}>
        <SignedInShell />
      </Suspense>
    );
  }
  if (auth.status === 'loading') return <Waiting />;
  if (auth.status === 'failed') {
    return (
      <Center mih="100vh">
        <Text c="red">Sign-in is not available: {auth.error}</Text>
      </Center>
    );
  }
  return <LoginView config={auth.config} />;
}

export function App() {
  return (
    <MantineProvider theme={theme}>
      <SignedInOrLogin />
    </MantineProvider>
  );
}
