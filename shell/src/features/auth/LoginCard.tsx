import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { requestPasswordGrant, type TokenSet } from './token-endpoint';
import type { AuthConfig } from './auth-config';

/** Spec 1 §9: the login card is 400 px wide. */
export const LOGIN_CARD_WIDTH = 400;

export interface LoginCardProps {
  config: AuthConfig;
  onTokens: (tokens: TokenSet) => Promise<void>;
  onResetPassword: () => void;
}

/** The sign-in card (spec 1 §2.2): e-mail, password, Login; the provider's error text in red. */
export function LoginCard({ config, onTokens, onResetPassword }: LoginCardProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onTokens(await requestPasswordGrant(config, email, password));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <Card w={LOGIN_CARD_WIDTH} withBorder shadow="sm" padding="lg" data-testid="login-card">
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={3}>Login</Title>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {error && (
            <Text c="red" size="sm" role="alert" data-testid="login-error">
              {error}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Login
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onResetPassword}>
            Reset Password
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
