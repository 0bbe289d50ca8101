import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AuthConfig } from './auth-config';
import { LOGIN_CARD_WIDTH } from './LoginCard';
import { RESET_REDIRECT_DELAY_MS, requestPasswordReset } from './password-reset';

interface ResetCardProps {
  config: AuthConfig;
  onBack: () => void;
  /** leaves for the login page; a full reload, as the spec says */
  onRedirect?: () => void;
}

/** The reset card (spec 1 §2.2): one request per page, then a confirmation and a reload after 10 seconds. */
export function ResetCard({ config, onBack, onRedirect = () => window.location.reload() }: ResetCardProps) {
  const [email, setEmail] = useState('');
  const [requested, setRequested] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (sentTo === null) return;
    const timer = setTimeout(onRedirect, RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentTo, onRedirect]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email || requested) return;
    setRequested(true);
    await requestPasswordReset(config, email);
    setSentTo(email);
  }

  return (
    <Card w={LOGIN_CARD_WIDTH} withBorder shadow="sm" padding="lg" data-testid="reset-card">
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={1} size="h3">
            Reset Password
          </Title>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            value={email}
            disabled={requested}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" disabled={!email || requested}>
            Send Reset Link
          </Button>
          {sentTo !== null ? (
            <Text size="sm" role="status">
              A reset link has been sent to {sentTo}. The page will redirect to the login page in{' '}
              {RESET_REDIRECT_DELAY_MS / 1000} seconds.
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              Back to Login
            </Anchor>
          )}
        </Stack>
      </form>
    </Card>
  );
}
