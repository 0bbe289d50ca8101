import type MarkdownIt from 'markdown-it';
import { lazyModule } from '../../lazy-module';
import { InvalidCatalogError, type OscalParam } from './oscal.schema';

/**
 * OSCAL prose is Markdown-like markup. markdown-it with `html: false` escapes every raw HTML tag of the source and
 * refuses javascript:/vbscript:/data: link targets, so the stored HTML is sanitised by construction.
 */
const markdownIt = lazyModule<typeof MarkdownIt>('markdown-it');
let instance: InstanceType<typeof MarkdownIt> | undefined;
// made by the first import of a catalog, not by every start (ADR 0181)
const markdown = () => (instance ??= new (markdownIt())({ html: false, linkify: false, typographer: false }));

export const escapeHtml = (text: string): string => markdown().utils.escapeHtml(text);
export const proseToHtml = (prose: string): string => markdown().render(prose).trim();
/** A one-line title (markup-line) as inline HTML. */
export const lineToHtml = (line: string): string => markdown().renderInline(line);
/** A one-line title as plain text (regulation titles are plain strings). */
export const lineToText = (line: string): string =>
  lineToHtml(line)
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

const INSERT = /\{\{\s*insert:\s*param,\s*([^\s}]+)\s*\}\}/g;

/**
 * Resolves `{{ insert: param, id }}` into readable text, the way the published NIST documents print it: a set
 * value as itself, a selection as "[Selection (one or more): a; b]", anything else as "[Assignment: label]".
 * Parameter ids are unique in a catalog, so one map serves every control (and enhancements may use their
 * parent's parameters).
 */
export function paramResolver(params: ReadonlyMap<string, OscalParam>) {
  const resolve = (text: string, where: string, seen: readonly string[] = []): string =>
    text.replace(INSERT, (_match, id: string) => {
      const param = params.get(id);
      if (!param)
        throw new InvalidCatalogError(
          `${where} inserts parameter '${id}', which the catalog does not define`,
        );
      if (seen.includes(id)) throw new InvalidCatalogError(`${where}: parameter '${id}' inserts itself`);
      const inner = (value: string) => resolve(value, where, [...seen, id]);
      if (param.values?.length) return param.values.map(inner).join(', ');
      if (param.select) {
        const many = param.select['how-many'] === 'one-or-more' ? ' (one or more)' : '';
        return `[Selection${many}: ${(param.select.choice ?? []).map(inner).join('; ')}]`;
      }
      const label = param.label ?? param.guidelines?.[0]?.prose ?? id;
      return `[Assignment: ${inner(label.trim())}]`;
    });
  return resolve;
}
