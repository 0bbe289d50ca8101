import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import type { AreaKey } from '@qms/shared-api';
import { loadRemote, setRemoteEntry } from '@qms/shared-ui';
import { loadAreaLifecycles } from './area-lifecycles';
import { AREAS, isAreaActive, type AreaDefinition } from './areas';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

/**
 * One mount point per area, created once and kept for the page's life: the shell layout attaches them into its
 * main region, so a React re-render (or logout and login again) never pulls the DOM out from under an area.
 */
const mountPoints = new Map<AreaKey, HTMLElement>();
export function areaMountPoint(key: AreaKey): HTMLElement {
  let element = mountPoints.get(key);
  if (!element) {
    element = document.createElement('div');
    element.id = `area-${key}`;
    element.dataset.area = key;
    mountPoints.set(key, element);
  }
  return element;
}

let config: RemotesConfig = {};
let started: Promise<void> | undefined;

async function loadAreaSpa(area: AreaDefinition): Promise<unknown> {
  if (!config[area.key]) throw new Error(`No remote configured for ${area.key} in /config/remotes.json`);
  return loadRemote(`${area.mfName}/spa`);
}

function register(area: AreaDefinition): void {
  registerApplication({
    name: area.key,
    app: () =>
      loadAreaLifecycles(
        area,
        () => loadAreaSpa(area),
        () => void retry(area),
      ),
    activeWhen: (location) => isAreaActive(area, location.pathname),
    customProps: { domElement: areaMountPoint(area.key) },
  });
}

/** Retry: re-read remotes.json (ops may have fixed it) and load the area's remoteEntry.js anew. */
async function retry(area: AreaDefinition): Promise<void> {
  try {
    config = await fetchRemotesConfig();
  } catch (error) {
    console.error('[shell] /config/remotes.json could not be read', error);
  }
  await unregisterApplication(area.key);
  const entry = config[area.key];
  if (entry) setRemoteEntry(area.mfName, entry);
  register(area);
  await triggerAppChange();
}

/**
 * Names each area's remoteEntry.js from /config/remotes.json to the federation loader (before any loadRemote) and
 * each area as a single-spa application for its route prefixes; then starts single-spa. Called once, when the
 * signed-in layout first renders, so nothing of an area loads before sign-in.
 */
export function startAreas(): Promise<void> {
  started ??= (async () => {
    try {
      config = await fetchRemotesConfig();
    } catch (error) {
      // every area shows its unavailable panel; Retry reads the file again
      console.error('[shell] /config/remotes.json could not be read', error);
    }
    for (const area of AREAS) {
      const entry = config[area.key];
      if (entry) setRemoteEntry(area.mfName, entry);
    }
    addErrorHandler((error) => console.error(`[shell] single-spa error in ${error.appOrParcelName}`, error));
    AREAS.forEach(register);
    start({ urlRerouteOnly: true });
  })();
  return started;
}
