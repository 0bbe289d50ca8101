// The host provides each shared ES-module package with the exports the suite uses, not whole (issue 8, Module
// Federation overhead). A shared package is otherwise built whole, because a remote may use any export: for
// @mantine/core alone that is ~120 KB gzip where /roles needs about half. "Used by the suite" = what the host's own
// code uses (webpack's usual analysis) + what the area remotes' sources import (read here from mfe-*/src).
const fs = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');

/** A package any of whose exports may be used: a namespace import, `export *`, `import()` or `require()`. */
const ALL = 'all';

/** Source files of a folder (tests and declarations left out: they are never built into an area). */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    const built = /\.(m?[jt]sx?)$/.test(entry.name) && !/\.(test|spec|d)\.[^.]+$/.test(entry.name);
    return built ? [file] : [];
  });
}

/** The src folders of the area remotes (mfe-<key>/src) beside the host in the repository. */
function remoteSourceDirs(repoRoot) {
  return fs
    .readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mfe-[a-z][a-z0-9]*$/.test(entry.name))
    .map((entry) => path.join(repoRoot, entry.name, 'src'));
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The exports of each shared package that the given source files import: a Map from package to a Set of export
 * names, or to ALL when a file may use any export. Type-only imports use nothing at run time.
 * @param {string[]} files
 * @param {string[]} packages
 */
function importedExports(files, packages) {
  const used = new Map(packages.map((name) => [name, new Set()]));
  const add = (source, name) => {
    const names = used.get(source);
    if (names instanceof Set) names.add(name);
  };
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const name of packages) {
      const dynamic = new RegExp(`\\b(import|require)\\(\\s*['"\`]${escapeRegExp(name)}['"\`]\\s*\\)`);
      if (dynamic.test(text)) used.set(name, ALL);
    }
    const tsx = /\.[jt]sx$/.test(file) || /\.tsx?$/.test(file);
    const program = parseSync(text, {
      syntax: /\.m?tsx?$/.test(file) ? 'typescript' : 'ecmascript',
      tsx,
      jsx: tsx,
    });
    for (const item of program.body) {
      const source = item.source?.value;
      if (!source || !used.has(source)) continue;
      if (item.type === 'ExportAllDeclaration') used.set(source, ALL);
      if (item.typeOnly || !item.specifiers) continue;
      for (const spec of item.specifiers) {
        if (spec.isTypeOnly) continue;
        if (spec.type === 'ImportNamespaceSpecifier' || spec.type === 'ExportNamespaceSpecifier')
          used.set(source, ALL);
        else if (spec.type === 'ImportDefaultSpecifier') add(source, 'default');
        else if (spec.type === 'ImportSpecifier') add(source, (spec.imported ?? spec.local).value);
        else if (spec.type === 'ExportSpecifier') add(source, spec.orig.value);
      }
    }
  }
  return used;
}

const referenced = (names) => [...names].map((name) => ({ name: [name], canMangle: false }));

/**
 * The exports the host's own modules import from a consume module, read from the dependencies that point at it
 * (webpack's ConsumeSharedModule declares no exports, so its usage info says nothing); undefined when one of
 * them may use the whole namespace.
 */
function hostImports(compilation, consumeModule, runtime) {
  const names = new Set();
  // every import counts, even one whose importer may turn out unused: that is decided in the same pass (inner
  // graph), so asking whether a connection is active here could drop an export the host does use
  for (const connection of compilation.moduleGraph.getIncomingConnections(consumeModule)) {
    if (!connection.dependency) return undefined;
    for (const ref of compilation.getDependencyReferencedExports(connection.dependency, runtime)) {
      const path = Array.isArray(ref) ? ref : ref.name;
      if (path.length === 0) return undefined;
      names.add(path[0]);
    }
  }
  return names;
}

/**
 * Host only. Webpack marks every export of a provided or fallback module as used; this plugin narrows that to:
 * - the provide (what the share scope hands to the remotes): the exports the remotes' sources import;
 * - the host's own fallback of a consumed package: the exports the host's code imports of it (every import of the
 *   consume module, so imports from node_modules count too, e.g. mantine-react-table's Mantine; see hostImports).
 * Both point at the same module, so it keeps the union; the rest is tree-shaken. Only ES modules are narrowed
 * (CommonJS exports are not analysed this way); a package used through a namespace or import() stays whole.
 * Export names are kept unmangled: consumers in other builds read them by name.
 */
class SharedExportsPlugin {
  /** @param {{ remoteImports: Map<string, Set<string> | 'all'> }} options */
  constructor({ remoteImports }) {
    this.remoteImports = remoteImports;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('QmsSharedExports', (compilation) => {
      const { moduleGraph } = compilation;
      compilation.hooks.dependencyReferencedExports.tap(
        'QmsSharedExports',
        (exports, dependency, runtime) => {
          const target = moduleGraph.getModule(dependency);
          if (!target || target.buildMeta?.exportsType !== 'namespace') return exports;
          const parent = moduleGraph.getParentModule(dependency);
          if (dependency.type === 'provide module for shared') {
            const names = this.remoteImports.get(parent?._name);
            return names instanceof Set ? referenced(names) : exports;
          }
          if (dependency.type === 'consume shared fallback') {
            if (!this.remoteImports.has(parent?.options?.shareKey)) return exports;
            const names = hostImports(compilation, parent, runtime);
            return names ? referenced(names) : exports;
          }
          return exports;
        },
      );
    });
  }
}

module.exports = { ALL, importedExports, remoteSourceDirs, sourceFiles, SharedExportsPlugin };
