// The widgets a remote exposes, generated from the registry in shared-api (issue 25 point 4; ADR 0105). The
// registry is TypeScript (the hosts' RemoteWidget and the remotes' props are typed from it); node reads that same
// file, its types stripped by swc (already the build's compiler), so no second list can drift from it.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const REGISTRY = path.resolve(__dirname, '..', '..', 'shared-api', 'src', 'platform', 'widgets.ts');

/** A TypeScript module as CommonJS; relative imports are loaded the same way (the registry imports ./areas). */
function loadTypeScript(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports;
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  cache.set(file, module);
  const localRequire = (request) => {
    if (!request.startsWith('.')) {
      throw new Error(
        `${path.basename(file)} imports ${request}: the widget registry may import only ./ files`,
      );
    }
    return loadTypeScript(path.resolve(path.dirname(file), `${request}.ts`), cache);
  };
  new Function('exports', 'require', 'module', code)(module.exports, localRequire, module);
  return module.exports;
}

/** The registry's widgets, { id: { area, title } }. */
function readWidgetRegistry(file = REGISTRY) {
  return loadTypeScript(file).WIDGETS;
}

/** The area key of a remote's folder `mfe-<key>` (the folder names the area, as remoteNameOf in index.js). */
function areaOfRemote(dir) {
  const match = /^mfe-([a-z][a-z0-9]*)$/.exec(path.basename(path.resolve(dir)));
  if (!match) throw new Error(`An area remote lives in a folder mfe-<area key>, not ${dir}`);
  return match[1];
}

/** The modules in a remote's src/widgets/ (the federation face): its top-level files, tests aside. */
function widgetFiles(dir) {
  const widgetsDir = path.join(dir, 'src', 'widgets');
  if (!fs.existsSync(widgetsDir)) return [];
  return fs
    .readdirSync(widgetsDir, { withFileTypes: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => d.name);
}

/**
 * `{ './<Id>': './src/widgets/<Id>.tsx' }` for the registry's widgets owned by the remote in `dir`. A widget of
 * this area without its file, or a file in src/widgets that the registry does not list for this area, fails the
 * build: a host would otherwise mount a module that is not there, or the remote would expose one nobody declared.
 */
function widgetExposes(dir, registry = readWidgetRegistry()) {
  const area = areaOfRemote(dir);
  const ids = Object.keys(registry).filter((id) => registry[id].area === area);
  const files = widgetFiles(dir);
  const missing = ids.filter((id) => !files.includes(`${id}.tsx`));
  const extra = files.filter((file) => !ids.some((id) => file === `${id}.tsx`));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${path.basename(dir)}/src/widgets does not match the widget registry (shared-api/src/platform/widgets.ts):` +
        (missing.length ? ` missing ${missing.map((id) => `${id}.tsx`).join(', ')};` : '') +
        (extra.length ? ` not registered for area '${area}': ${extra.join(', ')}` : ''),
    );
  }
  return Object.fromEntries(ids.map((id) => [`./${id}`, `./src/widgets/${id}.tsx`]));
}

module.exports = { widgetExposes, readWidgetRegistry, widgetFiles };
