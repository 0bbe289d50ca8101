import { useState } from 'react';
import { Center } from '@mantine/core';
import type { AuthConfig } from './auth-config';
import { LoginCard } from './LoginCard';
import { ResetCard } from './ResetCard';
import { SESSION_EXPIRED_MESSAGE, sessionHasExpired, startSession } from './keycloak-session';

/** Shown instead of the app whenever no user is signed in (spec 1 §2.2). */
export function LoginView({ config }: { config: AuthConfig }) {
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  return (
    // the page's one main landmark: without it the card sat outside every landmark (axe region, landmark-one-main)
    <Center component="main" mih="100vh" bg="gray.0">
      {mode === 'login' ? (
        <LoginCard
          config={config}
          onTokens={(tokens) => startSession(config, tokens)}
          onResetPassword={() => setMode('reset')}
          notice={sessionHasExpired() ? SESSION_EXPIRED_MESSAGE : undefined}
        />
      ) : (
        <ResetCard config={config} onBack={() => setMode('login')} />
      )}
    </Center>
  );
}
