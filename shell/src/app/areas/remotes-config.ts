import { RemotesConfig } from '@qms/shared-api';

export { RemotesConfig };

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/config/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /config/remotes.json failed with HTTP ${response.status}`);
  return RemotesConfig.parse(await response.json());
}
