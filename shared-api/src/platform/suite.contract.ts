import { z } from 'zod';
import { AREA_KEYS, type AreaKey } from './areas';

/**
 * What the server tells the shell about the suite at run time (`/config/*`) and the manual it serves (`/docs/*`):
 * shared by the server (which serves them) and the shell (which reads them).
 */

/**
 * `/config/remotes.json`: where each area's build lives, chosen at run time (ARCHITECTURE §2). Rolling back one
 * area is editing one line of this file. A missing area simply shows its unavailable panel.
 */
export const RemotesConfig = z.object(
  Object.fromEntries(AREA_KEYS.map((key) => [key, z.string().min(1).optional()])) as Record<
    AreaKey,
    z.ZodOptional<z.ZodString>
  >,
);
export type RemotesConfig = z.infer<typeof RemotesConfig>;

/** `/config/auth.json`: the identity provider the shell signs in with (embedded or an external Keycloak). */
export const AuthConfig = z.object({
  url: z.string().min(1),
  realm: z.string().min(1),
  clientId: z.string().min(1),
  /**
   * Behind an external realm: the realm's own reset page, where Reset Password sends the user (the embedded
   * provider's reset card would confirm a mail nobody sends). Absent with the embedded provider.
   */
  passwordResetUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type AuthConfig = z.infer<typeof AuthConfig>;
