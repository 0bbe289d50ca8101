import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { AreaUnavailable, sharedVersionReason, theme } from '@qms/shared-ui';
import type { LifeCycles } from 'single-spa';
import type { AreaDefinition } from './areas';

export interface AreaProps {
  domElement: HTMLElement;
}
type AreaLifecycles = LifeCycles<AreaProps>;

function isLifecycles(value: unknown): value is AreaLifecycles {
  const v = value as Partial<AreaLifecycles> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/** Renders the area's unavailable panel into its mount point; returns a cleanup. */
function renderPanel(
  area: AreaDefinition,
  domElement: HTMLElement,
  onRetry: () => void,
  reason: string | undefined,
): () => void {
  const host = document.createElement('div');
  domElement.appendChild(host);
  const root: Root = createRoot(host);
  root.render(
    <MantineProvider theme={theme}>
      <AreaUnavailable area={area.label} onRetry={onRetry} reason={reason} page />
    </MantineProvider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

async function callAll(fn: AreaLifecycles['mount'] | undefined, props: AreaProps): Promise<void> {
  if (!fn) return;
  const fns = Array.isArray(fn) ? fn : [fn];
  for (const f of fns) await f(props as never);
}

/**
 * Loads an area's lifecycles and makes them failure-proof for single-spa: a remote that fails to load (manifest
 * 404, network error, module throws) or throws while bootstrapping/mounting shows "<Area> is temporarily
 * unavailable" with Retry in its own mount point, and single-spa never marks it broken, so the shell and the
 * other areas keep working.
 */
/** Lifecycles the shell hands to single-spa: plain functions, never arrays. */
export interface SafeAreaLifecycles {
  bootstrap: (props: AreaProps) => Promise<void>;
  mount: (props: AreaProps) => Promise<void>;
  unmount: (props: AreaProps) => Promise<void>;
}

export async function loadAreaLifecycles(
  area: AreaDefinition,
  load: () => Promise<unknown>,
  onRetry: () => void,
): Promise<SafeAreaLifecycles> {
  let real: AreaLifecycles | undefined;
  let loadError: unknown;
  try {
    const module = await load();
    const candidate = (module as { default?: unknown } | null)?.default ?? module;
    if (!isLifecycles(candidate)) throw new Error(`${area.mfName}/spa does not export single-spa lifecycles`);
    real = candidate;
  } catch (error) {
    loadError = error;
    console.error(`[shell] ${area.label} could not be loaded`, error);
  }

  let bootstrapped = false;
  let realMounted = false;
  let removePanel: (() => void) | undefined;

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      if (real && !loadError) {
        try {
          if (!bootstrapped) {
            await callAll(real.bootstrap, props);
            bootstrapped = true;
          }
          await callAll(real.mount, props);
          realMounted = true;
          return;
        } catch (error) {
          console.error(`[shell] ${area.label} failed to mount`, error);
          loadError = error;
        }
      }
      removePanel = renderPanel(area, props.domElement, onRetry, sharedVersionReason(loadError));
    },
    unmount: async (props) => {
      removePanel?.();
      removePanel = undefined;
      if (realMounted && real) {
        realMounted = false;
        await callAll(real.unmount, props);
      }
    },
  };
}
