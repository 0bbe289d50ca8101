// Each area owns its tables (its schema.ts); another area reads them only through the owner's index.ts or a view
// the owner declares (docs/adr/0118-areas-read-through-owner-views.md). ESLint's zones see imports only, so raw
// SQL naming a foreign table slipped past them (issue 26): this test reads the SQL text itself. Every string and
// template literal of an area's production code counts, not only `sql` tags, because fragments are also built as
// plain strings and handed to sql.raw.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';

const src = import.meta.dirname;
const INFRASTRUCTURE = ['db', 'http', 'plugins'];

const areas = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name)
  .sort();

/**
 * Table name → owning area, from the drizzle tables each area's schema.ts exports. Views (PgView) are left out:
 * a view an area declares is what it offers the others to read.
 */
async function ownedTables(): Promise<Map<string, string>> {
  const owner = new Map<string, string>();
  for (const area of areas) {
    const file = path.join(src, area, 'schema.ts');
    if (!existsSync(file)) continue;
    const exported: Record<string, unknown> = await import(file);
    for (const value of Object.values(exported)) {
      if (is(value, PgTable)) owner.set(getTableName(value), area);
    }
  }
  return owner;
}

/** The production files of an area: tests and route examples (test support) may touch any table. */
const productionFiles = (area: string) =>
  readdirSync(path.join(src, area), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/\.(test|examples)\.ts$/.test(file))
    .map((file) => path.join(area, file));

/** The text of every string and template literal (substitutions read as `?`), comments left out. */
function literalTexts(code: string): string[] {
  const source = ts.createSourceFile('file.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('?'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The relations among `names` that some SQL text reads or writes (after FROM, JOIN, INTO, UPDATE, …). */
function relationsNamed(texts: readonly string[], names: readonly string[]): string[] {
  if (names.length === 0) return [];
  const pattern = new RegExp(
    `\\b(?:from|join|into|update|table|truncate)\\s+(?:"?public"?\\.)?"?(${names.join('|')})"?(?![\\w$])`,
    'gi',
  );
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(pattern)) found.add(match[1]!.toLowerCase());
  return [...found].sort();
}

describe('table ownership (server)', () => {
  it('finds the tables of the areas', async () => {
    const owner = await ownedTables();
    assert.equal(owner.get('sop_blocks'), 'processes');
    assert.equal(owner.get('qms_requirements'), 'regulations');
    assert.equal(owner.get('templates'), 'templates');
  });

  it('reads SQL text only: quoted, schema-qualified and multi-line names, not comments or other words', () => {
    const code = [
      '// select * from sop_blocks (a comment)',
      'const a = sql`select 1\n  from "sop_versions" v join public.sop_blocks b on true`;',
      "const b = sql.raw('insert into templates_old values (1)');",
      'const c = `update templates set ${x} = 1`;',
    ].join('\n');
    const names = ['sop_blocks', 'sop_versions', 'templates'];
    assert.deepEqual(relationsNamed(literalTexts(code), names), ['sop_blocks', 'sop_versions', 'templates']);
    assert.deepEqual(relationsNamed(literalTexts('// from templates\nconst s = "templates";'), names), []);
  });

  /** Every `file: table` where an area's production code names another area's table in SQL text. */
  async function crossReads(): Promise<string[]> {
    const owner = await ownedTables();
    return areas.flatMap((area) => {
      const foreign = [...owner].filter(([, o]) => o !== area).map(([name]) => name);
      return productionFiles(area).flatMap((file) =>
        relationsNamed(literalTexts(readFileSync(path.join(src, file), 'utf8')), foreign).map(
          (table) => `${file.split(path.sep).join('/')}: ${table}`,
        ),
      );
    });
  }

  it("no area's code names another area's table in raw SQL (only the owner's index.ts or views)", async () => {
    const owner = await ownedTables();
    // no exceptions list: the last one (audit reading identity_sessions) moved to identity, issue 26
    const offending = (await crossReads()).map(
      (read) => `${read} (owned by ${owner.get(read.split(': ')[1]!)})`,
    );
    assert.deepEqual(offending, []);
  });
});
