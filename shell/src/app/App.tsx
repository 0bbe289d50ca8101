import { useEffect, useState } from 'react';
import { Center, Loader, MantineProvider, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient, useSession } from '@qms/shared-api';
import { Snackbar, theme } from '@qms/shared-ui';
import { LoginView, fetchAuthConfig, restoreSession, type AuthConfig } from '../features/auth';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { ShellLayout } from './ShellLayout';

type AuthState =
  | { status: 'loading' }
  | { status: 'ready'; config: AuthConfig }
  | { status: 'failed'; error: string };

function SignedInOrLogin() {
  const session = useSession();
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

  if (session) {
    return (
      <ShellErrorBoundary>
        <ShellLayout />
      </ShellErrorBoundary>
    );
  }
  if (auth.status === 'loading') {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
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
      <QueryClientProvider client={queryClient}>
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <SignedInOrLogin />
        </BrowserRouter>
        <Snackbar />
      </QueryClientProvider>
    </MantineProvider>
  );
}
