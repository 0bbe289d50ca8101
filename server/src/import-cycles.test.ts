// The server's production modules form no import cycle (issue 26). ESLint's import/no-cycle stops at depth 4, and
// the two cycles it missed ran between areas through their index.ts files: platform <-> identity (ADR 0122) and
// templates <-> regulations (now regulations/reads.ts). This test follows every import to its end. Type-only
// imports are left out: they are erased and load nothing; the lint zones keep their direction.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const src = import.meta.dirname;

/** The relative specifiers a module loads when it runs: not `import type`, not all-type named imports or exports. */
function valueImports(code: string): string[] {
  const source = ts.createSourceFile('file.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.'))
      specifiers.push(specifier.text);
  }
  return specifiers;
}

/** The cycles of a graph: its strongly connected components of more than one module, or a module importing itself. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The file a relative specifier names (`./x` is x.ts or x/index.ts), relative to src/. */
function resolved(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(src, path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  const file = [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
  return file && path.relative(src, file).split(path.sep).join('/');
}

/** Production modules of src/ (tests and route examples are test support) and what each loads. */
function serverGraph(): Map<string, string[]> {
  const files = readdirSync(src, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !/\.(test|examples)\.ts$/.test(file));
  return new Map(
    files.map((file) => [
      file,
      valueImports(readFileSync(path.join(src, file), 'utf8'))
        .map((specifier) => resolved(file, specifier))
        .filter((target): target is string => !!target && !/\.(test|examples)\.ts$/.test(target)),
    ]),
  );
}

describe('import cycles (server)', () => {
  it('reads value imports only', () => {
    const code = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './d';",
      "import f from './f';",
      "import './g';",
      "export type { H } from './h';",
      "export { i } from './i';",
      "export * from './j';",
      "import { k } from 'drizzle-orm';",
      "// import { l } from './l';",
    ].join('\n');
    assert.deepEqual(valueImports(code), ['./d', './f', './g', './i', './j']);
  });

  it('finds a cycle of any length, and none in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['d', 'a']],
      ['d', []],
      ['e', ['e']],
    ]);
    assert.deepEqual(cyclesOf(graph), [['a', 'b', 'c'], ['e']]);
    assert.deepEqual(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
      [],
    );
  });

  it('follows the imports of the real files (platform/index reaches users.routes)', () => {
    const graph = serverGraph();
    assert.ok(graph.get('platform/index.ts')?.includes('platform/users/index.ts'));
    assert.ok(graph.get('route-table.ts')?.includes('identity/index.ts'));
  });

  it("the server's production modules import in one direction (no cycle, between areas or inside one)", () => {
    assert.deepEqual(
      cyclesOf(serverGraph()).map((cycle) => cycle.join(' <-> ')),
      [],
    );
  });
});
