// Which exports of the shared packages nothing outside their own file, or outside the package, uses (ADR 0125).
// One TypeScript program over every tracked .ts/.tsx file of the workspace; every identifier is resolved through
// its import/re-export chain to the declaration it names, so a use through a barrel, a namespace import or a
// destructured dynamic import counts. Run on demand (it takes a minute or two):
//   node tools/mf-config/unused-exports.js
// It cannot see a default export loaded by React.lazy(() => import('./X')), nor names read from text (tests that
// parse a .ts file): check those before removing.
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const ts = require('typescript');

const repo = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shared-api', 'shared-ui'];
const packageOf = (file) => file.split('/')[0];
const isTestSupport = (file) =>
  /\.(test|spec)\.tsx?$|test-utils|testing\.ts|test-fixtures|\/test\//.test(file);

function workspaceProgram(
  files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => path.join(repo, file)),
) {
  // one set of options for all packages: the union of what their tsconfigs need to resolve and type the imports
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    noEmit: true,
    types: [],
  };
  return ts.createProgram(files, options);
}

/** Every export declared in a file of the shared packages, with the files that use it. */
function exportUses(program, root = repo) {
  const checker = program.getTypeChecker();
  const rel = (file) => path.relative(root, file);
  const exports = new Map();
  for (const source of program.getSourceFiles()) {
    const file = rel(source.fileName);
    if (!PACKAGES.includes(packageOf(file)) || /\.(test|spec)\.tsx?$/.test(file)) continue;
    const module = checker.getSymbolAtLocation(source);
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0];
      if (declaration?.getSourceFile() !== source || exports.has(target)) continue;
      exports.set(target, { name: symbol.name, file: rel(source.fileName), uses: new Set(), localUses: 0 });
    }
  }
  const record = (symbol, node, source) => {
    let target = symbol;
    for (let depth = 0; target && target.flags & ts.SymbolFlags.Alias && depth < 10; depth++)
      target = checker.getAliasedSymbol(target);
    const entry = exports.get(target) ?? exports.get(target?.exportSymbol);
    if (!entry) return;
    const file = rel(source.fileName);
    if (file !== entry.file) entry.uses.add(file);
    else if (!(target.declarations ?? []).some((d) => d.name === node)) entry.localUses++;
  };
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(root) || source.fileName.includes('node_modules')) continue;
    const ownPackage = PACKAGES.includes(packageOf(rel(source.fileName)));
    const visit = (node) => {
      // a barrel's re-export is not a use; a consumer's re-export is kept as one (remove it there first)
      if (ts.isIdentifier(node) && !(ownPackage && ts.isExportSpecifier(node.parent))) {
        const parent = node.parent;
        if (ts.isBindingElement(parent) && ts.isObjectBindingPattern(parent.parent)) {
          const property = checker.getTypeAtLocation(parent.parent).getProperty(node.text);
          if (property) record(property, node, source);
        }
        const symbol = ts.isShorthandPropertyAssignment(parent)
          ? checker.getShorthandAssignmentValueSymbol(parent)
          : checker.getSymbolAtLocation(node);
        if (symbol) record(symbol, node, source);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...exports.values()];
}

/** unused: delete it; fileLocal: drop `export`; packageOnly: keep out of the barrel; ownTestsOnly: judge by hand. */
function classify(entries) {
  const result = { unused: [], fileLocal: [], packageOnly: [], ownTestsOnly: [] };
  for (const entry of entries) {
    const pkg = packageOf(entry.file);
    const uses = [...entry.uses];
    const outside = uses.filter((file) => packageOf(file) !== pkg);
    const ownCode = uses.filter((file) => packageOf(file) === pkg && !isTestSupport(file));
    const line = `${entry.file} ${entry.name}`;
    if (outside.length > 0) continue;
    if (ownCode.length > 0) result.packageOnly.push(line);
    else if (uses.length > 0) result.ownTestsOnly.push(`${line} (${uses.join(', ')})`);
    else if (entry.localUses > 0) result.fileLocal.push(line);
    else result.unused.push(line);
  }
  return result;
}

if (require.main === module) {
  const result = classify(exportUses(workspaceProgram()));
  for (const [kind, lines] of Object.entries(result)) {
    console.log(`## ${kind} (${lines.length})`);
    for (const line of lines.sort()) console.log(line);
  }
}

module.exports = { classify, exportUses, workspaceProgram };
