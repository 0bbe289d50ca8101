import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENTATION_PATHS } from '@qms/shared-api/contract';
import type { AppConfig } from '../config';
import { buildCacheControl, climbsOut, isFile, NO_CACHE } from './files';
import { drawioCacheControl, drawioRoot, registerDrawio } from './drawio';
import { manualPage, renderManual } from './manual';
import { AREAS, loadRemotes } from './remotes';
import { sendRevalidated } from './revalidated';

export const MANUAL_PATHS = DOCUMENTATION_PATHS;

const CORS = { 'access-control-allow-origin': '*' };
/** Paths the server answers itself: never a file of the shell, never its index.html. */
const SERVER_PATHS = /^\/(remotes|config|docs|realms|drawio|qms-api|sr-api)(\/|$)/;
/**
 * The routes of the built suite's files. The build wrote their .br/.gz copies (tools/mf-config, compressedCopies),
 * which @fastify/static sends: nothing is compressed per request (`compress: false` for @fastify/compress).
 */
const BUILD_FILE_ROUTE = { schema: { hide: true }, compress: false } as const;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * Without PUBLIC_URL the sign-in talks to the listening address (auth.json never trusts Host). A browser that
 * opened another loopback name of this server (127.0.0.1 for localhost) would sign in cross-origin and fail
 * ("Failed to fetch" under the CSP), so its page loads are sent to the canonical address. The target is our own
 * configured origin, never the Host header, so this is no open redirect.
 */
export function loopbackAliasRedirect(config: AppConfig, request: FastifyRequest): string | undefined {
  if (config.publicUrlConfigured || config.auth.external) return undefined;
  const host = (request.headers.host ?? '').toLowerCase();
  const canonical = new URL(config.publicUrl);
  const port = canonical.port || (canonical.protocol === 'https:' ? '443' : '80');
  // the same server (same port) under another loopback name; anything else is a proxy's business
  const [, name, given] = /^(.*?)(?::(\d+))?$/.exec(host) ?? [];
  if (!LOOPBACK.test(host) || (given ?? '80') !== port || name === canonical.hostname) return undefined;
  return `${canonical.origin}${request.url}`;
}

/**
 * Keycloak's reset-credentials flow started by a client (the OIDC auth endpoint with `/forgot-credentials` in place
 * of `/auth`): the realm mails the link, and after the new password the user comes back to the suite's sign-in.
 * `login-actions/reset-credentials` must not be linked directly (Keycloak does not support it: keycloak#20867).
 */
export function realmPasswordResetUrl(config: AppConfig): string {
  const url = new URL(`${config.auth.issuer}/protocol/openid-connect/forgot-credentials`);
  url.searchParams.set('client_id', config.auth.clientId);
  url.searchParams.set('redirect_uri', `${config.publicUrl}/`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid');
  return url.toString();
}

/**
 * Static hosting of the built suite: the shell at `/` (SPA fallback to index.html), remotes under immutable
 * versioned paths, the runtime configuration (/config/remotes.json, /config/auth.json) and the user manual.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const shellDist = path.join(config.repoRoot, 'shell', 'dist');
    const manualDir = path.join(config.repoRoot, 'docs', 'manual');
    const drawio = drawioRoot(config);

    // Every file the server sends goes through @fastify/static's reply.sendFile (the routes below map URLs to
    // folders): a pre-compressed copy (x.js.br, else x.js.gz) when the request accepts it, with Vary:
    // Accept-Encoding; ETag and Last-Modified, so a revalidation is a 304; Range requests; paths that climb out
    // of the folder refused. The cache policy is set per file once it is found (never on a 404).
    await app.register(fastifyStatic, {
      root: shellDist,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) =>
        void reply.header(
          'cache-control',
          filePath.startsWith(drawio + path.sep) ? drawioCacheControl(filePath) : buildCacheControl(filePath),
        ),
    });

    registerDrawio(app, config);

    app.get('/config/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const remotes = await loadRemotes(config.remotesConfigPath, config.repoRoot, request.log);
      return sendRevalidated(request, reply.headers(CORS), remotes);
    });

    // Never the request's Host header: a forged Host (a poisoned cache, a DNS-rebinding page) would send
    // the sign-in form's passwords to another server. PUBLIC_URL, else the listening address (config.ts).
    app.get('/config/auth.json', { schema: { hide: true } }, async (request, reply) => {
      const { auth } = config;
      const url = auth.external
        ? auth.issuer.replace(new RegExp(`/realms/${auth.realm}$`), '')
        : config.publicUrl;
      return sendRevalidated(request, reply, {
        url,
        realm: auth.realm,
        clientId: auth.clientId,
        ...(auth.external ? { passwordResetUrl: realmPasswordResetUrl(config) } : {}),
      });
    });

    // /remotes/<area>/<version>/<file> is mfe-<area>/dist/<version>/<file>; CORS, for remotes loaded cross-origin.
    // The file routes return nothing (sendFile answers): a returned reply is awaited, and each await of a reply
    // adds listeners to the response, which @fastify/static's own retries (.br, .gz, …) already do.
    app.get<{ Params: { area: string; version: string; '*': string } }>(
      '/remotes/:area/:version/*',
      BUILD_FILE_ROUTE,
      (request, reply) => {
        const { area, version } = request.params;
        const file = request.params['*'];
        void reply.headers(CORS);
        const known = (AREAS as readonly string[]).includes(area) && /^[0-9A-Za-z._+-]+$/.test(version);
        if (!known || version === '..' || climbsOut(file)) reply.callNotFound();
        else void reply.sendFile(file, path.join(config.repoRoot, `mfe-${area}`, 'dist', version));
      },
    );

    app.get<{ Params: { page: string } }>(
      '/docs/:page',
      { schema: { hide: true } },
      async (request, reply) => {
        // page.md too: the manual's own links read that way on GitHub (manual.ts rewrites them, a pasted URL may not)
        const page = request.params.page.replace(/\.(html|md)$/, '');
        let markdown: string | undefined;
        if (/^[a-z0-9-]+$/.test(page)) {
          markdown = await readFile(path.join(manualDir, `${page}.md`), 'utf8').catch(() => undefined);
        }
        void reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
        if (markdown === undefined) {
          const links = MANUAL_PATHS.map((p) => `<li><a href="/docs/${p}">${p}</a></li>`).join('');
          return reply
            .code(404)
            .send(
              manualPage(
                'Not found',
                `<h1>No manual page "${page.replace(/[^a-z0-9-]/g, '')}"</h1><ul>${links}</ul>`,
              ),
            );
        }
        const { title, html } = renderManual(markdown, page);
        return reply.send(manualPage(title, html));
      },
    );

    app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
      reply.redirect('/docs/dashboard'),
    );

    // Any other GET: a file of the shell's build; none (a history-mode route of the SPA, most often): the fallback
    // below, without @fastify/static's search for a .br, .gz, .deflate and plain file of that name first
    app.get<{ Params: { '*': string } }>('/*', BUILD_FILE_ROUTE, (request, reply) => {
      const file = request.params['*'];
      const served = !!file && !SERVER_PATHS.test(`/${file}`) && !climbsOut(file);
      void (served ? isFile(path.join(shellDist, file)) : Promise.resolve(false)).then((found) => {
        if (found) void reply.sendFile(file, shellDist);
        else reply.callNotFound();
      });
    });

    // What nothing answered: index.html for the SPA's history-mode routes (an HTML navigation), else a 404.
    app.notFoundFallback = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const urlPath = request.url.split('?')[0] ?? '/';
      if (SERVER_PATHS.test(urlPath)) return false;
      const acceptsHtml = (request.headers.accept ?? '').includes('text/html') || urlPath === '/';
      if (!acceptsHtml || !(await isFile(path.join(shellDist, 'index.html')))) return false;
      const canonical = loopbackAliasRedirect(config, request);
      if (canonical) {
        await reply.redirect(canonical, 302);
        return true;
      }
      void reply.sendFile('index.html', shellDist);
      return true;
    };
  },
  { name: 'web', dependencies: ['errors'] },
);
export { securityHeadersPlugin, selfContainedPagePolicy } from './security-headers';
