/**
 * The suite's Module Federation loader (issue 8, MF overhead): webpack's own container protocol in place of the
 * `@module-federation/enhanced` runtime. The shell names each remote's `remoteEntry.js` (from
 * /config/remotes.json) with `setRemoteEntry`; `loadRemote('mfe_x/Module')` then loads that script on demand,
 * inits the container with the host's share scope (so every shared singleton stays one copy) and returns the
 * exposed module. The shell's area loader and RemoteWidget both call it: shared-ui is a shared singleton, so this
 * module-level registry is the same one wherever it is imported.
 */

/** What a remoteEntry.js defines (webpack's container interface). */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

// Provided by webpack's sharing runtime in any build that shares modules (every build of the suite).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/**
 * Names (or renames) the remoteEntry.js of the container `name`. The next loadRemote loads the script anew: a
 * Retry after an outage, or ops pointing the area at another version folder, must not get the old container.
 */
export function setRemoteEntry(name: string, url: string): void {
  entries.set(name, url);
  containers.delete(name);
}

function loadScript(name: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    document.querySelector(`script[data-remote="${name}"]`)?.remove();
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.remote = name;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${name}: ${url} could not be loaded`));
    document.head.appendChild(script);
  });
}

/** The globals the remoteEntry.js scripts declare (`var mfe_<area>`, a `var` library). */
const globals = (): Record<string, Container | undefined> =>
  window as unknown as Record<string, Container | undefined>;

async function loadContainer(name: string, url: string): Promise<Container> {
  // a script that runs but throws leaves no container: never take a stale one from an earlier load (assigned,
  // not deleted: the global a remoteEntry.js declares with `var` cannot be deleted)
  globals()[name] = undefined;
  await loadScript(name, url);
  const container = globals()[name];
  if (!container || typeof container.get !== 'function')
    throw new Error(`${name}: ${url} defines no Module Federation container`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/** The module `./<module>` exposed by the container `<name>`: the id is `<name>/<module>`, e.g. 'mfe_x/spa'. */
export async function loadRemote<T = unknown>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const url = slash > 0 ? entries.get(name) : undefined;
  if (!url) throw new Error(`No remoteEntry.js is configured for ${id}`);
  let container = containers.get(name);
  if (!container) {
    container = loadContainer(name, url);
    containers.set(name, container);
    // a failed load is not kept: the next attempt (Retry) loads the script again
    container.catch(() => {
      if (containers.get(name) === container) containers.delete(name);
    });
  }
  const factory = await (await container).get(`./${id.slice(slash + 1)}`);
  return factory() as T;
}
