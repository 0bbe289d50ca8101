import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVICE_PREFIX } from '../http/route';
import type { AppConfig } from '../config';
import { loadRemotes } from './remotes';

/**
 * Origins the app may frame: the draw.io editor (process diagrams) when QMS_DRAWIO_URL puts it on another origin
 * (a company's own draw.io); the copy this server hosts under /drawio/ is covered by 'self'.
 */
export function frameOrigins(config: AppConfig): string[] {
  const drawio = originOf(config.drawioUrl);
  return drawio ? [drawio] : [];
}

/** API answers are per user and tenant: never stored by the browser or a proxy (except what a route allows). */
const API_PREFIXES = [...Object.values(SERVICE_PREFIX), '/realms/'];

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of every response (the shell's index.html is what it matters for).
 * - scripts only from this origin (the shell and the Module Federation remotes under /remotes/…) and from the
 *   origins of remotes that remotes.json puts on a CDN; no inline script, no eval;
 * - styles also inline: Mantine sets style attributes and injects its CSS variables in <style> elements;
 * - images also data: and blob: (the tenant logo is shown from an object URL);
 * - connections to this origin, an external Keycloak (AUTH_ISSUER) and CDN remotes (their files);
 * - frames: see frameOrigins; the app itself may not be framed (frame-ancestors, plus X-Frame-Options).
 */
export function contentSecurityPolicy(config: AppConfig, remoteOrigins: readonly string[] = []): string {
  const issuer = config.auth.external ? originOf(config.auth.issuer) : undefined;
  const keycloak = issuer ? [issuer] : [];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remoteOrigins)}`,
    `font-src ${list("'self'", 'data:', ...remoteOrigins)}`,
    `connect-src ${list("'self'", ...keycloak, ...remoteOrigins)}`,
    `frame-src ${list("'self'", ...keycloak, ...frameOrigins(config))}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The policy of a self-contained page the server renders itself (the password-reset page): its own inline
 * scripts are allowed by their SHA-256, nothing else runs. Only for pages built from our own constants —
 * hashing a page that echoed user input would allow an injected script too.
 */
export function selfContainedPagePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
  return [
    `default-src 'none'`,
    `script-src ${hashes.join(' ') || "'none'"}`,
    `style-src 'unsafe-inline'`,
    `img-src 'self' data:`,
    `connect-src 'self'`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Origins of the remotes that remotes.json serves from elsewhere (a CDN); same-origin entries add nothing. */
export async function remoteOrigins(config: AppConfig, request: FastifyRequest): Promise<string[]> {
  const remotes = await loadRemotes(config.remotesConfigPath, config.repoRoot, request.log);
  return Object.values(remotes)
    .map((url) => originOf(url))
    .filter((origin): origin is string => !!origin);
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Security headers on every response. A route that sets its own Content-Security-Policy keeps it (the
 * tenant logo's `default-src 'none'`, the reset page's script hash); one that sets `private` caching keeps
 * it (the tenant logo); every other API answer is `no-store`.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const staticPolicy = contentSecurityPolicy(config);
    /** The headers besides the policy; the same for every answer. */
    const setOthers = (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
      // only the hosted draw.io editor says otherwise (SAMEORIGIN: the suite frames it)
      if (!reply.hasHeader('x-frame-options')) void reply.header('x-frame-options', 'DENY');
      const urlPath = request.url;
      const cache = String(reply.getHeader('cache-control') ?? '');
      if (API_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) {
        if (!cache.startsWith('private')) void reply.header('cache-control', 'no-store');
      } else if (!cache) {
        void reply.header('cache-control', 'no-store');
      }
    };
    // a callback hook: every answer passes here, and an async hook costs a promise and a microtask hop each time
    // (issue 30); only an HTML document waits, for the remotes' origins
    app.addHook('onSend', (request, reply, payload, done) => {
      setOthers(request, reply);
      if (reply.hasHeader('content-security-policy')) return done(null, payload);
      if (!isHtml(reply)) {
        void reply.header('content-security-policy', staticPolicy);
        return done(null, payload);
      }
      remoteOrigins(config, request).then(
        (origins) => {
          void reply.header('content-security-policy', contentSecurityPolicy(config, origins));
          done(null, payload);
        },
        (error: Error) => done(error),
      );
    });
  },
  { name: 'security-headers' },
);
