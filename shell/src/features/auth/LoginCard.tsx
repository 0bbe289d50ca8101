import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { requestPasswordGrant, type TokenSet } from './token-endpoint';
import type { AuthConfig } from './auth-config';

/** Under Reset Password when an external realm keeps the passwords (issue 28 point 6). */
export const RESET_AT_REALM_HINT =
  "Passwords are reset on your organisation's sign-in page, which mails you a link.";

/** Spec 1 §9: the login card is 400 px wide. */
export const LOGIN_CARD_WIDTH = 400;

interface LoginCardProps {
  config: AuthConfig;
  onTokens: (tokens: TokenSet) => Promise<void>;
  onResetPassword: () => void;
  /** an information line above the fields, e.g. why the user has to sign in again */
  notice?: string;
}

/**
 * The sign-in card (spec 1 §2.2): e-mail, password, Login; the provider's error text in red. Spec 1 §5: no
 * client-side validation, so even an empty form goes to the provider and its answer is shown.
 */
export function LoginCard({ config, onTokens, onResetPassword, notice }: LoginCardProps) {
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
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Title order={1} size="h3">
            Login
          </Title>
          {notice && (
            <Text size="sm" role="status" data-testid="login-notice">
              {notice}
            </Text>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {error && (
            // red.8 reaches 4.5:1 on white (WCAG AA); red.6 does not
            <Text c="red.8" size="sm" role="alert" data-testid="login-error">
              {error}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Login
          </Button>
          {config.passwordResetUrl ? (
            // behind an external realm the realm resets passwords; the embedded card would confirm a mail nobody sends
            <Stack gap={2}>
              <Anchor href={config.passwordResetUrl} size="sm">
                Reset Password
              </Anchor>
              <Text size="xs" c="dimmed" data-testid="reset-elsewhere">
                {RESET_AT_REALM_HINT}
              </Text>
            </Stack>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={onResetPassword}>
              Reset Password
            </Anchor>
          )}
        </Stack>
      </form>
    </Card>
  );
}
