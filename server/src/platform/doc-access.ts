import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from '@qms/shared-api/contract';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema/index';
import { eq } from 'drizzle-orm';

/**
 * Document downloads (process PDFs, uploaded templates) are opened by the browser in a new tab or an <a href>,
 * which cannot send the bearer token. After sign-in the client calls GET /qms-api/doc-access: the server answers
 * 204 and sets the HttpOnly, SameSite=Strict cookie `qms_doc_access`, a short-lived HS256 JWT naming the user,
 * tenant and roles. Download routes accept that cookie (verifyDocAccess); DELETE clears it on logout.
 * The signing secret lives in the database so every API process accepts every other process's cookie.
 */
export const DOC_ACCESS_COOKIE = 'qms_doc_access';
export const DOC_ACCESS_TTL_SECONDS = 15 * 60;
const SECRET_NAME = 'doc-access-hs256';

declare module 'fastify' {
  interface FastifyInstance {
    /** loaded at start: inside a request transaction another query would wait forever on PGlite */
    docAccessSecret: Uint8Array;
  }
}

export async function loadDocAccessSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64');
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DOC_ACCESS_COOKIE}=${value}; Path=/qms-api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

export async function setDocAccessCookie(
  secret: Uint8Array,
  user: SessionUser,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = await new SignJWT({ tenant_id: user.tenantId, roles: user.roles, typ: 'doc-access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuedAt()
    .setExpirationTime(`${DOC_ACCESS_TTL_SECONDS}s`)
    .sign(secret);
  void reply.header('set-cookie', cookie(request, token, DOC_ACCESS_TTL_SECONDS));
}

export function clearDocAccessCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, '', 0));
}

/** For download routes: the user and tenant the cookie was issued to, or undefined when absent/invalid. */
export async function verifyDocAccess(
  secret: Uint8Array,
  request: FastifyRequest,
): Promise<{ userId: string; tenantId: string; roles: string[] } | undefined> {
  const raw = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DOC_ACCESS_COOKIE}=`))
    ?.slice(DOC_ACCESS_COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    const { payload } = await jwtVerify(raw, secret, { algorithms: ['HS256'] });
    if (
      payload.typ !== 'doc-access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.tenant_id !== 'string'
    ) {
      return undefined;
    }
    return { userId: payload.sub, tenantId: payload.tenant_id, roles: (payload.roles as string[]) ?? [] };
  } catch {
    return undefined;
  }
}
