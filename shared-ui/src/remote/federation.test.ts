import { loadRemote, setRemoteEntry } from './federation';

/** What a "served" URL does when its script is added: define a container, throw (no container), or 404. */
type Served = { container: object } | 'throws' | 'missing';

const served = new Map<string, Served>();
const loaded: string[] = [];
const shareScope = { react: {} };
const initSharing = jest.fn(async (_scope: string) => {});
const win = window as unknown as Record<string, unknown>;

function container(name: string, modules: Record<string, unknown>) {
  return {
    init: jest.fn(),
    get: jest.fn(async (module: string) => {
      if (!(module in modules)) throw new Error(`${name} exposes no ${module}`);
      return () => modules[module];
    }),
  };
}

beforeAll(() => {
  Object.assign(globalThis, {
    __webpack_init_sharing__: initSharing,
    __webpack_share_scopes__: { default: shareScope },
  });
  // jsdom runs no scripts: play the browser, running what the URL serves when the script is added
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    loaded.push(script.src);
    const answer = served.get(script.src) ?? 'missing';
    setTimeout(() => {
      if (answer === 'missing') return script.onerror?.(new Event('error'));
      if (answer !== 'throws') win[script.dataset.remote ?? ''] = answer.container;
      script.onload?.(new Event('load'));
    });
    return node;
  });
});

beforeEach(() => {
  served.clear();
  loaded.length = 0;
  initSharing.mockClear();
});

it('loads a remoteEntry.js once, inits it with the host share scope and returns the exposed module', async () => {
  const remote = container('mfe_a', { './spa': { mount: 'a' }, './Widget': 'widget' });
  served.set('http://localhost/remotes/a/1.0.0/remoteEntry.js', { container: remote });
  setRemoteEntry('mfe_a', '/remotes/a/1.0.0/remoteEntry.js');

  await expect(loadRemote('mfe_a/spa')).resolves.toEqual({ mount: 'a' });
  await expect(loadRemote('mfe_a/Widget')).resolves.toBe('widget');
  expect(loaded).toEqual(['http://localhost/remotes/a/1.0.0/remoteEntry.js']);
  expect(initSharing).toHaveBeenCalledWith('default');
  expect(remote.init).toHaveBeenCalledTimes(1);
  expect(remote.init).toHaveBeenCalledWith(shareScope);
  await expect(loadRemote('mfe_a/Missing')).rejects.toThrow('exposes no ./Missing');
});

it('keeps no failed load: the next attempt loads the script again (Retry after an outage)', async () => {
  setRemoteEntry('mfe_b', '/remotes/b/1.0.0/remoteEntry.js');
  await expect(loadRemote('mfe_b/spa')).rejects.toThrow('could not be loaded');
  served.set('http://localhost/remotes/b/1.0.0/remoteEntry.js', 'throws');
  await expect(loadRemote('mfe_b/spa')).rejects.toThrow('defines no Module Federation container');
  served.set('http://localhost/remotes/b/1.0.0/remoteEntry.js', {
    container: container('mfe_b', { './spa': 'b' }),
  });
  await expect(loadRemote('mfe_b/spa')).resolves.toBe('b');
  expect(loaded).toHaveLength(3);
});

it('a new entry (rollback, or Retry after remotes.json changed) loads the new script, not the old container', async () => {
  served.set('http://localhost/remotes/c/2.0.0/remoteEntry.js', {
    container: container('mfe_c', { './spa': 2 }),
  });
  served.set('http://localhost/remotes/c/1.0.0/remoteEntry.js', {
    container: container('mfe_c', { './spa': 1 }),
  });
  setRemoteEntry('mfe_c', '/remotes/c/2.0.0/remoteEntry.js');
  await expect(loadRemote('mfe_c/spa')).resolves.toBe(2);
  setRemoteEntry('mfe_c', '/remotes/c/1.0.0/remoteEntry.js');
  await expect(loadRemote('mfe_c/spa')).resolves.toBe(1);
});

it('an id without a configured remote fails without loading anything', async () => {
  await expect(loadRemote('mfe_unknown/spa')).rejects.toThrow('No remoteEntry.js is configured');
  await expect(loadRemote('spa')).rejects.toThrow('No remoteEntry.js is configured');
  expect(loaded).toEqual([]);
});
