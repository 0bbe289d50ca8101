import { useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  MantineProvider,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  sessionStore,
  userFromClaims,
  useSession,
  type AreaManifest,
  type QmsTokenClaims,
  type Session,
} from '@qms/shared-api';
import { theme } from '../theme';
import { Snackbar } from '../notify/Snackbar';
import { AreaFrame } from './AreaFrame';

/*
 * The standalone development host of one area (ARCHITECTURE §2: a team can run its area alone). It signs in with
 * the password grant against the real server (through the dev server's proxy) and keeps the tokens in this tab's
 * sessionStorage; it is deliberately simpler than the shell (no keycloak-js, no header, no other areas).
 */

interface DevAuthConfig {
  url: string;
  realm: string;
  clientId: string;
}
interface DevTokens {
  access_token: string;
  refresh_token: string;
}

const STORAGE_KEY = 'qms-dev-host-tokens';

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as Record<string, unknown>;
}

async function tokenRequest(config: DevAuthConfig, form: Record<string, string>): Promise<DevTokens> {
  // same origin: the dev server proxies /realms to the server on 8080
  const response = await fetch(`/realms/${config.realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, ...form }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, string>;
  if (!response.ok) throw new Error(body.error_description ?? body.error ?? `HTTP ${response.status}`);
  return body as unknown as DevTokens;
}

function startDevSession(config: DevAuthConfig, initial: DevTokens): void {
  let tokens = initial;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  const session: Session = {
    // the same claims → user mapping as the shell
    user: userFromClaims(claimsOf(tokens.access_token) as QmsTokenClaims),
    async getToken() {
      const exp = Number(claimsOf(tokens.access_token).exp ?? 0);
      if (exp * 1000 - Date.now() < 30_000) {
        tokens = await tokenRequest(config, {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        });
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
      }
      return tokens.access_token;
    },
    async logout() {
      sessionStorage.removeItem(STORAGE_KEY);
      sessionStore.set(null);
    },
  };
  sessionStore.set(session);
}

function DevLogin({ config, areaName }: { config: DevAuthConfig; areaName: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      startDevSession(
        config,
        await tokenRequest(config, { grant_type: 'password', username: email, password, scope: 'openid' }),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <Center mih="100vh">
      <Card w={400} withBorder padding="lg">
        <form onSubmit={(e) => void submit(e)}>
          <Stack>
            <Text fw={700}>{areaName} – standalone dev host</Text>
            <TextInput label="E-mail" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <PasswordInput
              label="Password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {error && <Text c="red">{error}</Text>}
            <Button type="submit">Login</Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}

function DevHost({ AreaRoutes, areaName, config, paths }: StandaloneProps & { config: DevAuthConfig }) {
  const session = useSession();
  if (!session) return <DevLogin config={config} areaName={areaName} />;
  return (
    <>
      <Group p="xs" bg="gray.1" justify="space-between">
        <Group>
          <Text fw={700}>{areaName} (standalone)</Text>
          {paths.map((p) => (
            <Anchor key={p} href={p}>
              {p}
            </Anchor>
          ))}
        </Group>
        <Group>
          <Text size="sm">
            {session.user.userName} · {session.user.tenantName}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void session.logout()}>
            Log out
          </Button>
        </Group>
      </Group>
      <AreaFrame AreaRoutes={AreaRoutes} areaName={areaName} />
    </>
  );
}

interface StandaloneProps {
  AreaRoutes: ComponentType;
  areaName: string;
  /** the area's route prefixes, offered as links */
  paths: string[];
}

/** Renders one area on its own dev server (see the remote's README.md), named and linked from its manifest. */
export async function renderStandaloneArea({
  area,
  AreaRoutes,
}: {
  area: AreaManifest;
  AreaRoutes: ComponentType;
}): Promise<void> {
  const props: StandaloneProps = {
    AreaRoutes,
    areaName: area.title,
    paths: area.startPages.map((p) => p.path),
  };
  document.title = `${area.title} – standalone`;
  const config = (await (await fetch('/config/auth.json')).json()) as DevAuthConfig;
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (stored) startDevSession(config, JSON.parse(stored) as DevTokens);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <MantineProvider theme={theme}>
      <DevHost {...props} config={config} />
      <Snackbar />
    </MantineProvider>,
  );
}
