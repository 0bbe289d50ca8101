/**
 * The suite's remotes on `@module-federation/enhanced`'s runtime (ADR 0100). The shell names each area's entry from
 * /config/remotes.json with `setRemoteEntry`; `loadRemote('mfe_x/Module')` registers it with the runtime on first
 * use and returns the exposed module. shared-ui is a shared singleton, so this registry is the one the shell and
 * every area use. The runtime is the shell's (remotes are built with `externalRuntime`): one copy in the page.
 */
import {
  loadRemote as loadFederatedModule,
  registerGlobalPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { sharedVersionsPlugin } from './shared-versions';

// Global: it applies to every area's own federation instance too, where a remote's version needs are checked.
registerGlobalPlugins([sharedVersionsPlugin()]);

interface Registration {
  url: string;
  /** registered with the runtime; false after setRemoteEntry or a failed load, so the next load starts afresh */
  live: boolean;
  /** ever registered: re-registering must then replace (force) what the runtime holds */
  known: boolean;
}

const registrations = new Map<string, Registration>();

/**
 * Names (or renames) the entry of the container `name`: its remoteEntry.js, or the mf-manifest.json of its
 * version folder. The next loadRemote loads it anew: a Retry after an outage, or ops pointing the area at another
 * version folder, must not get the old container.
 */
export function setRemoteEntry(name: string, url: string): void {
  const known = registrations.get(name)?.known ?? false;
  registrations.set(name, { url, live: false, known });
}

/** What an mf-manifest.json says of its remoteEntry.js (the part the suite reads). */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/**
 * The remoteEntry.js a remotes.json line names: the line itself, or, for a manifest, the file the manifest names
 * beside it. Resolved here rather than by the runtime's snapshot plugin, which the builds leave out (it preloads by
 * manifest, which the suite does not use) to keep the runtime small.
 */
export async function remoteEntryUrl(url: string): Promise<string> {
  const absolute = new URL(url, window.location.href);
  if (!absolute.pathname.endsWith('.json')) return absolute.href;
  const response = await fetch(absolute.href, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const remoteEntry = ((await response.json()) as Manifest).metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${url} names no remoteEntry`);
  const file = remoteEntry.path
    ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}`
    : remoteEntry.name;
  return new URL(file, absolute).href;
}

async function register(name: string, registration: Registration): Promise<void> {
  const entry = await remoteEntryUrl(registration.url);
  // force: the runtime drops the old container, its global and its module cache before taking the new entry
  registerRemotes([{ name, entry, type: 'var' }], { force: registration.known });
  registration.live = true;
  registration.known = true;
}

/** The module `./<module>` exposed by the container `<name>`: the id is `<name>/<module>`, e.g. 'mfe_x/spa'. */
export async function loadRemote<T = unknown>(id: string): Promise<T> {
  const name = id.slice(0, Math.max(id.indexOf('/'), 0));
  const registration = registrations.get(name);
  if (!registration) throw new Error(`No remote entry is configured for ${id}`);
  try {
    if (!registration.live) await register(name, registration);
    const module = await loadFederatedModule<T>(id);
    if (module === undefined || module === null) throw new Error(`${id} could not be loaded`);
    return module;
  } catch (error) {
    // a failed load is not kept: the next attempt (Retry) registers and loads the entry again
    registration.live = false;
    throw error;
  }
}
