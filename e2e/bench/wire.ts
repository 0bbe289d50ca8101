/**
 * What Chromium actually transfers, read from the DevTools protocol (the bench runs Chromium only): per request the
 * encoded body bytes that came over the network (Network.loadingFinished's encodedDataLength less the response
 * headers), so a brotli answer counts its brotli bytes, a cache hit counts 0 and a 304 only its headers.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface Transfer {
  url: string;
  /** the DevTools resource type: Script, Stylesheet, Document, Fetch, XHR, Font, Image, … */
  type: string;
  status: number;
  /** served from the memory or disk cache, nothing on the wire */
  cached: boolean;
  /** Content-Encoding of the answer ('' when none) */
  encoding: string;
  /** encoded body bytes on the wire */
  body: number;
  /** response header bytes on the wire */
  headers: number;
}

interface Pending {
  url: string;
  type: string;
  status?: number;
  cached?: boolean;
  encoding?: string;
  headers?: number;
  wireStatus?: number;
}

/** Records every request of `page` from now until `stop()`, which returns the finished ones. */
export async function recordTransfers(page: Page): Promise<{ stop(): Promise<Transfer[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const pending = new Map<string, Pending>();
  const done: Transfer[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    // blob: and data: URLs are the page's own memory, never on the wire
    if (!/^https?:/.test(e.request.url)) return;
    // a redirect reuses the request id: the hop before it transferred next to nothing, the last hop counts
    pending.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other' });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const p = pending.get(e.requestId);
    if (p) p.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    p.status = e.response.status;
    p.cached = p.cached || !!e.response.fromDiskCache || !!e.response.fromPrefetchCache;
    p.encoding = headers['content-encoding'] ?? '';
    p.headers ??= e.response.encodedDataLength;
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    if (e.headersText) p.headers = Buffer.byteLength(e.headersText);
    // what came over the wire: a revalidated file is a 304 here, while responseReceived names the cached 200
    p.wireStatus = e.statusCode;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    const cached = !!p.cached;
    const headers = cached ? 0 : Math.min(p.headers ?? 0, e.encodedDataLength);
    done.push({
      url: p.url,
      type: p.type,
      status: p.wireStatus ?? p.status ?? 0,
      cached,
      encoding: p.encoding ?? '',
      body: cached ? 0 : e.encodedDataLength - headers,
      headers,
    });
  });
  cdp.on('Network.loadingFailed', (e) => pending.delete(e.requestId));
  await cdp.send('Network.enable');
  return {
    async stop() {
      await cdp.detach();
      return done;
    },
  };
}

export const isScript = (t: Transfer): boolean =>
  t.type === 'Script' || new URL(t.url).pathname.endsWith('.js');

/** The sum of the encoded body bytes of `transfers`. */
export const bodyBytes = (transfers: readonly Transfer[]): number =>
  transfers.reduce((s, t) => s + t.body, 0);
