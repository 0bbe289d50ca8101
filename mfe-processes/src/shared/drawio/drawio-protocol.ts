/**
 * The draw.io embed protocol (https://www.drawio.com/doc/faq/embed-mode), as far as the suite uses it: the editor
 * runs in an iframe with `proto=json` and talks by window messages. The pure part lives here so it can be tested
 * without an iframe.
 */

/** Where the editor lives when /config/drawio.json does not say otherwise (served by our own server). */
export const DEFAULT_DRAWIO_URL = '/drawio/index.html';

const EMBED_PARAMS = {
  embed: '1',
  proto: 'json',
  spin: '1',
  libraries: '1',
  saveAndExit: '1',
  noExitBtn: '0',
} as const;

/** The editor URL with the embed parameters, absolute against the page (a relative URL is our own origin). */
export function embedUrl(editorUrl: string, base: string): URL {
  const url = new URL(editorUrl || DEFAULT_DRAWIO_URL, base);
  for (const [name, value] of Object.entries(EMBED_PARAMS)) url.searchParams.set(name, value);
  return url;
}

/** Messages the editor sends (only the fields we read). */
type DrawioEvent =
  | { event: 'init' }
  | { event: 'autosave'; xml: string }
  | { event: 'save'; xml: string; exit?: boolean }
  | { event: 'export'; data: string; xml: string; message?: { exit?: boolean } }
  | { event: 'exit'; modified?: boolean };

/** Parses a message of the editor; anything else (another frame, a browser extension, garbage) is undefined. */
export function parseDrawioMessage(data: unknown): DrawioEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object') return undefined;
  const m = message as Record<string, unknown>;
  switch (m.event) {
    case 'init':
      return { event: 'init' };
    case 'exit':
      return { event: 'exit', modified: m.modified === true };
    case 'autosave':
    case 'save':
      if (typeof m.xml !== 'string') return undefined;
      return m.event === 'save'
        ? { event: 'save', xml: m.xml, exit: m.exit === true }
        : { event: 'autosave', xml: m.xml };
    case 'export': {
      if (typeof m.data !== 'string' || typeof m.xml !== 'string') return undefined;
      const inner = m.message && typeof m.message === 'object' ? (m.message as Record<string, unknown>) : {};
      return { event: 'export', data: m.data, xml: m.xml, message: { exit: inner.exit === true } };
    }
    default:
      return undefined;
  }
}

/** What we post to the editor. */
export const drawioActions = {
  /** the diagram to open; draw.io opens an empty page for '' */
  load: (xml: string) => JSON.stringify({ action: 'load', xml, autosave: 1, saveAndExit: '1' }),
  /** an SVG with the diagram source embedded (its `content` attribute), so it can be reopened */
  export: (xml: string, exit: boolean) =>
    JSON.stringify({ action: 'export', format: 'xmlsvg', xml, spinKey: 'saving', exit }),
  /** draw.io's own status line: it shows the result of a save in the editor as well */
  status: (message: string, modified: boolean) => JSON.stringify({ action: 'status', message, modified }),
};

const SVG_DATA_URL = /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,/i;

/**
 * The SVG text of an `xmlsvg` export: draw.io answers with a data URL (base64, UTF-8 inside). Plain SVG text
 * passes unchanged; anything that is no SVG yields ''.
 */
export function svgFromExport(data: string): string {
  const match = SVG_DATA_URL.exec(data);
  let text = data;
  if (match) {
    const body = data.slice(match[0].length);
    try {
      text = match[2]
        ? new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)))
        : decodeURIComponent(body);
    } catch {
      return '';
    }
  }
  return /<svg[\s>]/i.test(text) ? text : '';
}

/** The draw.io source embedded in a stored SVG (its `content` attribute), to reopen a diagram without its xml. */
export function xmlFromSvg(svg: string): string {
  if (!svg) return '';
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  return root?.getAttribute('content') ?? '';
}
