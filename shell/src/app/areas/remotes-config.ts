import { z } from 'zod';

/**
 * /config/remotes.json: where each area's build lives, chosen at run time (ARCHITECTURE §2). Rolling back one
 * area is editing one line of this file. A missing area simply shows its unavailable panel.
 */
export const RemotesConfig = z.object({
  processes: z.string().min(1).optional(),
  templates: z.string().min(1).optional(),
  regulations: z.string().min(1).optional(),
  impact: z.string().min(1).optional(),
});
export type RemotesConfig = z.infer<typeof RemotesConfig>;

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/config/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /config/remotes.json failed with HTTP ${response.status}`);
  return RemotesConfig.parse(await response.json());
}
