// A type-only global shim (no import: the file has no runtime module), so this compiles without @types/node.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./process-env.d.ts" />
/**
 * The production-backend flag (spec 2 §9): when it is false the browser talks to the MSW in-memory mock instead of
 * the real server. It is test scaffolding for UI work without a server, never product behaviour.
 *
 * Read in this order:
 * 1. `window.__QMS_CONFIG__.productionBackend` (boolean), set by a page before the shell boots;
 * 2. `process.env.QMS_PRODUCTION_BACKEND`, replaced at build time by webpack's DefinePlugin
 *    (`QMS_PRODUCTION_BACKEND=false pnpm --filter @qms/shell dev` runs the shell against the mock).
 * Anything but the string 'false' means the real backend, so a production build can never start the mock by accident.
 * The shell only asks this function inside a mock build (QMS_PRODUCTION_BACKEND=false): a production build
 * contains neither the mock nor a way to start it, whatever the page sets (see shell/src/bootstrap.tsx).
 */
declare global {
  interface Window {
    __QMS_CONFIG__?: { productionBackend?: boolean };
  }
}

export function isProductionBackend(): boolean {
  if (typeof window !== 'undefined' && typeof window.__QMS_CONFIG__?.productionBackend === 'boolean') {
    return window.__QMS_CONFIG__.productionBackend;
  }
  // DefinePlugin replaces the whole expression with a literal in browser bundles (where `process` does not exist,
  // so no `typeof process` guard: it would skip the replaced literal); in Jest it is Node's process.env
  let fromBuild: string | undefined;
  try {
    fromBuild = process.env.QMS_PRODUCTION_BACKEND;
  } catch {
    fromBuild = undefined;
  }
  return fromBuild !== 'false';
}
