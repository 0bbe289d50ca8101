/** Query parameters whose values are secrets (reset links, logout hints, OAuth codes): never logged. */
export const SENSITIVE_QUERY_KEYS = [
  'token',
  'id_token_hint',
  'refresh_token',
  'access_token',
  'code',
  'password',
];

const REDACTED = '[redacted]';

/** The URL with the values of sensitive query parameters replaced; the raw text is kept otherwise. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawKey = equals < 0 ? pair : pair.slice(0, equals);
      let key: string;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        key = rawKey;
      }
      return equals >= 0 && SENSITIVE_QUERY_KEYS.includes(key.toLowerCase()) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** pino's `req` serializer: Fastify's default fields, but the URL without secret query values. */
export function requestLogSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
