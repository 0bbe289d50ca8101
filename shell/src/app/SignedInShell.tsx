import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@qms/shared-api';
import { Snackbar } from '@qms/shared-ui';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { ShellLayout } from './ShellLayout';

/**
 * Everything the shell renders once a user is signed in: query client, router, the chrome, the areas. Loaded by
 * App.tsx only after sign-in (its own chunk), so the sign-in view carries none of it (issue 8).
 */
export default function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ShellErrorBoundary>
          <ShellLayout />
        </ShellErrorBoundary>
      </BrowserRouter>
      <Snackbar />
    </QueryClientProvider>
  );
}
