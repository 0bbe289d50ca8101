// The exports of the suite's shared packages as the shell provides them (ADR 0102): what a remote built against
// one version may use. Adding an export is a minor bump, changing or removing one a major; exports.lock.json in
// each package records the surface of its version, and exports-surface.test.js fails when the version does not
// follow the change. `node tools/mf-config/exports-surface.js --update` rewrites the locks after the bump.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { SHARED_SINGLETONS } = require('./index.js');

const repo = path.resolve(__dirname, '..', '..');
const PACKAGES = { '@qms/shared-ui': 'shared-ui', '@qms/shared-api': 'shared-api' };

/** The package entries the shell shares, e.g. { '@qms/shared-ui': ['.', './table', './pdf'] }. */
function sharedEntries() {
  const entries = {};
  for (const request of SHARED_SINGLETONS) {
    const name = Object.keys(PACKAGES).find((p) => request === p || request.startsWith(`${p}/`));
    if (!name) continue;
    (entries[name] ??= []).push(request === name ? '.' : `.${request.slice(name.length)}`);
  }
  return entries;
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;

/**
 * A type as text, the members of a union sorted: TypeScript orders a union by when its member types were first
 * created, which changes with unrelated code (a new file checked earlier), not with what the export promises.
 */
function typeText(checker, type, at) {
  if (type.isUnion())
    return type.types
      .map((member) => checker.typeToString(member, at, FLAGS))
      .sort()
      .join(' | ');
  return checker.typeToString(type, at, FLAGS);
}

/** A digest of what an export promises: its type, or an interface's / type alias's members with their types. */
function digestOf(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target.declarations?.[0];
  const parts = [];
  if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    parts.push(typeText(checker, type, declaration));
    // members of an object shape only: a union's or an array's would be String's or Array's methods
    const shape =
      type.flags & ts.TypeFlags.Object && !checker.isArrayType(type) && !checker.isTupleType(type);
    for (const property of shape ? checker.getPropertiesOfType(type) : []) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const propertyType = checker.getTypeOfSymbolAtLocation(
        property,
        declaration ?? property.declarations?.[0],
      );
      parts.push(`${property.name}${optional}:${typeText(checker, propertyType, declaration)}`);
    }
  }
  if (target.flags & ts.SymbolFlags.Value && declaration) {
    parts.push(typeText(checker, checker.getTypeOfSymbolAtLocation(target, declaration), declaration));
  }
  // type strings may name files by absolute path (import("/…/shared-ui/src/x")): the digest is of the checkout-relative text
  const text = parts.join('\n').split(repo).join('<repo>');
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** { '<entry>': { '<export>': '<digest>' } } of one package, read with the TypeScript checker. */
function surfaceOf(packageName) {
  const dir = path.join(repo, PACKAGES[packageName]);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const files = sharedEntries()[packageName].map((entry) => path.join(dir, manifest.exports[entry]));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface = {};
  sharedEntries()[packageName].forEach((entry, index) => {
    const source = program.getSourceFile(files[index]);
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source));
    surface[entry] = Object.fromEntries(
      exports
        .map((symbol) => [symbol.name, digestOf(checker, symbol)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  });
  return { version: manifest.version, surface };
}

const lockPath = (packageName) => path.join(repo, PACKAGES[packageName], 'exports.lock.json');

/** What changed between the lock and today: added, removed and changed exports as 'entry name' strings. */
function compare(locked, current) {
  const changes = { added: [], removed: [], changed: [] };
  const entries = new Set([...Object.keys(locked), ...Object.keys(current)]);
  for (const entry of entries) {
    const before = locked[entry] ?? {};
    const after = current[entry] ?? {};
    for (const name of Object.keys(after)) {
      if (!(name in before)) changes.added.push(`${entry} ${name}`);
      else if (before[name] !== after[name]) changes.changed.push(`${entry} ${name}`);
    }
    for (const name of Object.keys(before)) if (!(name in after)) changes.removed.push(`${entry} ${name}`);
  }
  return changes;
}

/** The problem with the package's version given the changes since the lock, or undefined when it is right. */
function versionProblem(lockedVersion, version, changes) {
  const [lockMajor, lockMinor] = lockedVersion.split('.').map(Number);
  const [major, minor] = version.split('.').map(Number);
  const breaking = [...changes.removed, ...changes.changed];
  if (breaking.length > 0 && major <= lockMajor)
    return `removed or changed ${breaking.join(', ')}: needs a major bump (${lockMajor + 1}.0.0)`;
  if (breaking.length === 0 && changes.added.length > 0 && major === lockMajor && minor <= lockMinor)
    return `added ${changes.added.join(', ')}: needs a minor bump (${lockMajor}.${lockMinor + 1}.0)`;
  if (breaking.length === 0 && changes.added.length === 0 && version !== lockedVersion)
    return `the surface did not change since ${lockedVersion}: run --update to record ${version}`;
  return undefined;
}

if (require.main === module && process.argv.includes('--update')) {
  for (const packageName of Object.keys(PACKAGES)) {
    fs.writeFileSync(lockPath(packageName), `${JSON.stringify(surfaceOf(packageName), null, 2)}\n`);
    console.log(`wrote ${path.relative(repo, lockPath(packageName))}`);
  }
}

module.exports = { PACKAGES, compare, lockPath, sharedEntries, surfaceOf, versionProblem };
