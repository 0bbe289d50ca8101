import createDOMPurify, { type DOMPurify } from 'dompurify';
import { lazyModule } from '../lazy-module';

/**
 * Sanitising of stored markup (rich text of blocks, diagram SVG) on the way in, with DOMPurify on a jsdom window:
 * DOMPurify is the well-kept allow-list sanitiser that browsers' own code relies on, and jsdom parses like a
 * browser does, so what we keep is what a browser would see. Two instances, because hooks are per instance:
 * rich text may link out (http, https, mailto), an SVG may reference nothing outside itself.
 */
const jsdom = lazyModule<typeof import('jsdom')>('jsdom');
type PurifyWindow = Parameters<typeof createDOMPurify>[0];

// CSS that fetches or runs something: @import, url() to anything but a local fragment or an inline raster image,
// old IE expression()/behavior
const LOCAL_URL = /^\s*['"]?\s*(#|data:image\/(png|jpe?g|gif|webp);)/i;
function cleanCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(([^)]*)\)/gi, (whole: string, inner: string) => (LOCAL_URL.test(inner) ? whole : 'none'))
    .replace(/expression\s*\(|behavior\s*:|-moz-binding/gi, 'x-blocked(');
}

type DomWindow = import('jsdom').DOMWindow;
const purifier = (window: DomWindow): DOMPurify => createDOMPurify(window as unknown as PurifyWindow);

function richTextPurifier(window: DomWindow): DOMPurify {
  const richText = purifier(window);
  richText.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') data.attrValue = cleanCss(data.attrValue);
  });
  richText.addHook('afterSanitizeAttributes', (node) => {
    // links that open a new tab must not hand the opener to the target
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  return richText;
}

const RICH_TEXT_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  ADD_ATTR: ['target', 'colspan', 'rowspan', 'colwidth', 'data-type', 'data-checked'],
};

/** Rich text (TipTap HTML) without script, event handlers, javascript: URLs or active CSS. */
export function sanitizeRichText(html: string): string {
  if (!html) return html;
  return purifiers().richText.sanitize(html, RICH_TEXT_CONFIG);
}

function svgPurifier(window: DomWindow): DOMPurify {
  const svg = purifier(window);
  // an SVG may point only inside itself (#id) or at an inline raster image: no external fetches, no navigation
  svg.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    // HTML parsing keeps a label's xmlns as a plain attribute; the XML serialiser declares the namespace itself,
    // and a second xmlns would make the SVG ill-formed
    if (name === 'xmlns' && node.namespaceURI === 'http://www.w3.org/1999/xhtml') data.keepAttr = false;
    else if (name === 'href' || name === 'xlink:href' || name === 'src') {
      if (!LOCAL_URL.test(data.attrValue)) data.keepAttr = false;
    } else if (name === 'style') {
      data.attrValue = cleanCss(data.attrValue);
    } else if (/url\(/i.test(data.attrValue) && !/^\s*url\(\s*['"]?#/i.test(data.attrValue)) {
      // fill="url(http://…)" and friends
      data.keepAttr = false;
    }
  });
  svg.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = cleanCss(node.textContent);
  });
  return svg;
}

/** The jsdom window and both purifiers, made on first use: most processes never sanitise (ADR 0181). */
let made: { window: DomWindow; richText: DOMPurify; svg: DOMPurify } | undefined;
function purifiers(): NonNullable<typeof made> {
  if (!made) {
    const { window } = new (jsdom().JSDOM)('<!DOCTYPE html>');
    made = { window, richText: richTextPurifier(window), svg: svgPurifier(window) };
  }
  return made;
}

const SVG_CONFIG = {
  // draw.io labels are HTML inside <foreignObject>
  USE_PROFILES: { svg: true, svgFilters: true, html: true },
  ADD_TAGS: ['foreignObject', 'switch'],
  // DOMPurify drops HTML inside SVG unless its parent is declared an integration point
  HTML_INTEGRATION_POINTS: { foreignobject: true, 'annotation-xml': true },
  // `content` carries draw.io's own diagram source (entity-encoded XML), so the editor can reopen the SVG
  ADD_ATTR: ['content', 'requiredFeatures', 'pointer-events', 'xmlns:xlink'],
  FORBID_TAGS: ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select'],
  RETURN_DOM: true as const,
};

const SVG_DATA_URL = /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,/i;

/** draw.io's `xmlsvg` export arrives as a data URL; the stored value is the SVG text itself. */
function svgText(source: string): string {
  const match = SVG_DATA_URL.exec(source.trimStart());
  if (!match) return source;
  const data = source.trimStart().slice(match[0].length);
  if (match[2]) return Buffer.from(data, 'base64').toString('utf8');
  try {
    return decodeURIComponent(data);
  } catch {
    return '';
  }
}

/**
 * An SVG document (or an SVG data URL) without script, handlers, javascript: or any external reference, serialised as well-formed XML
 * (so it also works as an <img> data URL). Input without an <svg> root yields ''.
 */
export function sanitizeSvg(source: string): string {
  if (!source.trim()) return '';
  const { svg, window } = purifiers();
  const body = svg.sanitize(svgText(source), SVG_CONFIG) as unknown as HTMLElement;
  const root = body.querySelector('svg');
  if (!root) return '';
  return new window.XMLSerializer().serializeToString(root);
}
