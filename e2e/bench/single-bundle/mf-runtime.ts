/**
 * Bench only: what the single-bundle build (webpack.config.cjs) puts in place of shared-ui's federation loader
 * (shared-ui/src/remote/federation.ts). The shell calls setRemoteEntry / loadRemote exactly as in the federated
 * build; loadRemote answers `mfe_templates/spa` with mfe-templates' lifecycles from this very build (an ordinary
 * lazy chunk, as the shell's own screens are). Other areas are not part of the comparison (it measures /roles), so they show their
 * "temporarily unavailable" panel here.
 */
const LOCAL: Record<string, () => Promise<unknown>> = {
  'mfe_templates/spa': () => import('qms-single-bundle/templates-spa'),
};

export function setRemoteEntry(_name: string, _url: string): void {}

export function loadRemote<T = unknown>(id: string): Promise<T> {
  const load = LOCAL[id];
  if (!load) return Promise.reject(new Error(`${id} is not part of the single-bundle bench build`));
  return load() as Promise<T>;
}
