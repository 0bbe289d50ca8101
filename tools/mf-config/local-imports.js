// Module resolution for the sign-in view: see LocalImportsPlugin.
const fs = require('node:fs');
const path = require('node:path');

/** The file a package's ESM `import` resolves to (its "module" entry), with symlinks resolved as webpack does. */
function esmEntryOf(dir, packageName) {
  // not require.resolve('<pkg>/package.json'): packages with an "exports" map may not export it
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const manifest = path.join(current, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      return fs.realpathSync(path.join(path.dirname(manifest), pkg.module ?? pkg.main));
    }
    if (path.dirname(current) === current) throw new Error(`${packageName} is not installed for ${dir}`);
  }
}

/**
 * Lets a few modules (the sign-in view) import a shared package by its files instead of as the shared singleton:
 * a shared package is always loaded whole (Module Federation cannot tree-shake it: a remote may use any export),
 * which for @mantine/core alone is ~120 KB gzip. Resolved to the package's own ESM file, the import is an ordinary
 * module of the host's build, so webpack loads only the component files used; they are the very modules the
 * host's shared copy is built from (same files, same module ids, one module cache), so a component or a React
 * context is still one instance once the whole shared copy loads after sign-in.
 * @param {{ issuers: RegExp, packages: string[] }} options
 */
class LocalImportsPlugin {
  constructor(dir, { issuers, packages }) {
    this.issuers = issuers;
    this.targets = new Map(packages.map((name) => [name, esmEntryOf(dir, name)]));
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('QmsLocalImports', (factory) => {
      // before the Module Federation consume hook (factorize), which matches the bare package name
      factory.hooks.beforeResolve.tap('QmsLocalImports', (data) => {
        const target = this.targets.get(data.request);
        const issuer = data.contextInfo.issuer;
        if (target && issuer && this.issuers.test(issuer.split(path.sep).join('/'))) data.request = target;
      });
    });
  }
}

module.exports = { esmEntryOf, LocalImportsPlugin };
