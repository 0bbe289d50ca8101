import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestContext } from '../../test/helpers';
import { REPO_ROOT } from '../config';
import { manualHref, renderManual, slugOf } from './manual';

const html = (source: string) => renderManual(source, 'fallback').html;

describe('manual rendering', () => {
  it('renders tables, a column alignment as a class, never as a style attribute', () => {
    const out = html('| Name | Count |\n|---|--:|\n| a \\| b | 2 |\n');
    assert.match(out, /<table>/);
    assert.match(out, /<th>Name<\/th>/);
    assert.match(out, /<th class="align-right">Count<\/th>/);
    assert.match(out, /<td>a \| b<\/td>/);
    assert.match(out, /<td class="align-right">2<\/td>/);
    assert.doesNotMatch(out, /style=/);
  });

  it('escapes raw HTML and drops script link targets', () => {
    const out = html(
      '<script>alert(1)</script>\n\nText <b onclick="x()">bold</b> [x](javascript:alert(1))\n',
    );
    assert.doesNotMatch(out, /<script|<b |href="javascript/i);
    assert.match(out, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(out, /&lt;b onclick=&quot;x\(\)&quot;&gt;bold&lt;\/b&gt;/);
  });

  it('gives headings the ids GitHub gives them, repeated ones numbered', () => {
    const out = html(
      '# Roles\n\n## Relations (what the `gap list` proposes)\n\n## Roles\n\n### Ä & Ö: 2.1\n',
    );
    assert.match(out, /<h1 id="roles">Roles<\/h1>/);
    assert.match(out, /<h2 id="relations-what-the-gap-list-proposes">/);
    assert.match(out, /<h2 id="roles-1">Roles<\/h2>/);
    assert.match(out, /<h3 id="ä--ö-21">/);
    assert.equal(
      slugOf('List of applied Standards & Regulations (/sr-list)'),
      'list-of-applied-standards--regulations-sr-list',
    );
  });

  it('sends links to other manual pages to the route that serves them', () => {
    assert.equal(manualHref('regulations.md#relations'), '/docs/regulations#relations');
    assert.equal(manualHref('./processes'), '/docs/processes');
    assert.equal(manualHref('/docs/roles.md'), '/docs/roles');
    assert.equal(manualHref('#messages'), '#messages');
    assert.equal(manualHref('https://example.com/a.md'), 'https://example.com/a.md');
    assert.equal(manualHref('/processes'), '/processes');
    assert.match(html('See [the list](sr-list.md).'), /<a href="\/docs\/sr-list">the list<\/a>/);
  });

  it('takes the title from the first level-1 heading, as plain text', () => {
    assert.equal(renderManual('Intro\n\n# The *Gap* `list`\n', 'x').title, 'The Gap list');
    assert.equal(renderManual('## Only a section\n', 'gap-analysis').title, 'gap-analysis');
  });
});

const MANUAL_DIR = path.join(REPO_ROOT, 'docs', 'manual');
const FENCE = /^\s*(```|~~~)/;
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/** The tables the source has: its delimiter rows outside code blocks. */
function sourceTables(source: string): number {
  let inFence = false;
  let count = 0;
  for (const line of source.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence && DELIMITER_ROW.test(line)) count++;
  }
  return count;
}

/** Lines of the page's text (code blocks left out) that still look like a Markdown table row. */
function rawPipeRows(body: string): string[] {
  const text = body.replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/<[^>]+>/g, '');
  return text.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line) || /\|\s*:?-{3,}/.test(line));
}

const attributes = (body: string, name: string) =>
  [...body.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );

describe('the user manual as the server sends it', () => {
  let t: TestContext;
  before(async () => {
    t = await startTestApp({ repoRoot: REPO_ROOT });
  });
  after(() => t.close());

  it('renders every page of docs/manual with its tables, and every link between pages resolves', async () => {
    const pages = readdirSync(MANUAL_DIR)
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, -3));
    assert.ok(pages.length >= 10, `manual pages: ${pages.join(', ')}`);

    const ids = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    const problems: string[] = [];
    let tables = 0;
    for (const page of pages) {
      const response = await t.app.inject({ method: 'GET', url: `/docs/${page}` });
      assert.equal(response.statusCode, 200, page);
      const source = readFileSync(path.join(MANUAL_DIR, `${page}.md`), 'utf8');
      const rendered = (response.body.match(/<table>/g) ?? []).length;
      tables += sourceTables(source);
      if (rendered !== sourceTables(source))
        problems.push(`${page}: ${rendered} tables rendered, the source has ${sourceTables(source)}`);
      for (const row of rawPipeRows(response.body)) problems.push(`${page}: raw table row "${row.trim()}"`);
      ids.set(page, new Set(attributes(response.body, 'id')));
      for (const href of attributes(response.body, 'href')) links.push({ from: page, href });
    }
    assert.ok(tables > 0, 'the manual has tables: the table check would not notice them failing');

    const internal = links.filter(({ href }) => !/^(https?:|mailto:)/.test(href));
    assert.ok(
      internal.length > 0,
      'the manual links its pages: the check below would not notice them failing',
    );
    for (const { from, href } of internal) {
      const [, page, anchor] = /^(?:\/docs\/([a-z0-9-]+))?(?:#(.+))?$/.exec(href) ?? [];
      const target = page ?? (href.startsWith('#') ? from : undefined);
      if (!target) {
        problems.push(`${from}: "${href}" is not a manual page`);
        continue;
      }
      const served = await t.app.inject({ method: 'GET', url: `/docs/${target}` });
      if (served.statusCode !== 200) problems.push(`${from}: "${href}" answers ${served.statusCode}`);
      else if (anchor && !ids.get(target)?.has(decodeURIComponent(anchor)))
        problems.push(`${from}: "${href}" names no heading of ${target}`);
    }
    assert.deepEqual(problems, []);
  });
});
