import { loadRemote as runtimeLoadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemote, remoteEntryUrl, setRemoteEntry } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.fn(() => true),
}));

const register = jest.mocked(registerRemotes);
const load = jest.mocked(runtimeLoadRemote);
const origin = window.location.origin;

beforeEach(() => {
  register.mockReset();
  load.mockReset();
});

test('registers the entry on first use and hands back the exposed module', async () => {
  setRemoteEntry('mfe_a', '/remotes/a/1.0.0/remoteEntry.js');
  load.mockResolvedValue({ mount: 'spa' });
  await expect(loadRemote('mfe_a/spa')).resolves.toEqual({ mount: 'spa' });
  await loadRemote('mfe_a/spa');
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith(
    [{ name: 'mfe_a', entry: `${origin}/remotes/a/1.0.0/remoteEntry.js`, type: 'var' }],
    { force: false },
  );
  expect(load).toHaveBeenCalledWith('mfe_a/spa');
});

test('a new entry (rollback) replaces the container the runtime holds', async () => {
  setRemoteEntry('mfe_b', '/remotes/b/2.0.0/remoteEntry.js');
  load.mockResolvedValue({});
  await loadRemote('mfe_b/spa');
  setRemoteEntry('mfe_b', '/remotes/b/1.0.0/remoteEntry.js');
  await loadRemote('mfe_b/spa');
  expect(register).toHaveBeenLastCalledWith(
    [{ name: 'mfe_b', entry: `${origin}/remotes/b/1.0.0/remoteEntry.js`, type: 'var' }],
    { force: true },
  );
});

test('a failed load is not kept: Retry registers and loads again', async () => {
  setRemoteEntry('mfe_c', '/remotes/c/1.0.0/remoteEntry.js');
  load.mockRejectedValueOnce(new Error('RUNTIME-008 script failed')).mockResolvedValueOnce({ ok: 1 });
  await expect(loadRemote('mfe_c/spa')).rejects.toThrow('RUNTIME-008');
  await expect(loadRemote('mfe_c/spa')).resolves.toEqual({ ok: 1 });
  expect(register).toHaveBeenCalledTimes(2);
  expect(register.mock.calls[1]?.[1]).toEqual({ force: true });
});

test('an unconfigured area and a module the runtime cannot give are errors', async () => {
  await expect(loadRemote('mfe_nowhere/spa')).rejects.toThrow(
    'No remote entry is configured for mfe_nowhere/spa',
  );
  setRemoteEntry('mfe_d', '/remotes/d/remoteEntry.js');
  load.mockResolvedValue(undefined);
  await expect(loadRemote('mfe_d/spa')).rejects.toThrow('mfe_d/spa could not be loaded');
});

describe('an entry by manifest', () => {
  afterEach(() => jest.restoreAllMocks());

  test('resolves to the remoteEntry.js the mf-manifest.json names beside it', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })),
      );
    await expect(remoteEntryUrl('/remotes/e/1.2.0/mf-manifest.json')).resolves.toBe(
      `${origin}/remotes/e/1.2.0/remoteEntry.js`,
    );
    expect(fetchMock).toHaveBeenCalledWith(`${origin}/remotes/e/1.2.0/mf-manifest.json`, {
      cache: 'no-cache',
    });
  });

  test('a missing manifest is an error that names it', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    await expect(remoteEntryUrl('/remotes/e/9/mf-manifest.json')).rejects.toThrow(
      '/remotes/e/9/mf-manifest.json answered 404',
    );
  });

  test('an entry line is taken as it is', async () => {
    await expect(remoteEntryUrl('https://cdn.example/x/remoteEntry.js')).resolves.toBe(
      'https://cdn.example/x/remoteEntry.js',
    );
  });
});
