import { AREA_KEYS, RemotesConfig, type AreaKey } from '@qms/shared-api/contract';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isFile } from './files';

/** Area keys of remotes.json and their folders `<repo>/mfe-<area>/dist/<version>/`. */
export const AREAS = AREA_KEYS;
export type Area = AreaKey;

function compareSemver(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.replace(/^v/, '').split('-', 2);
    return { nums: core.split('.').map((n) => Number(n) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.nums.length, y.nums.length); i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d !== 0) return d;
  }
  // a release sorts after its pre-releases
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre.localeCompare(y.pre, 'en', { numeric: true });
}

export function sortVersionsDescending(versions: string[]): string[] {
  return [...versions].sort((a, b) => compareSemver(b, a));
}

/**
 * The file the generated list names: the container script, which the shell loads directly. A line of remotes.json
 * may instead name the folder's mf-manifest.json (every build writes one); the shell then reads the remoteEntry.js
 * from it, at the cost of one more request (shared-ui remote/federation.ts).
 */
export const REMOTE_ENTRY = 'remoteEntry.js';
const MANIFEST = 'mf-manifest.json';

/** For each area the newest version folder (semver) that holds a remoteEntry.js. */
export async function generateRemotes(repoRoot: string): Promise<Partial<Record<AreaKey, string>>> {
  const remotes: Partial<Record<AreaKey, string>> = {};
  for (const area of AREAS) {
    const dist = path.join(repoRoot, `mfe-${area}`, 'dist');
    let versions: string[];
    try {
      versions = (await readdir(dist, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
    } catch {
      continue;
    }
    for (const version of sortVersionsDescending(versions)) {
      if (await isFile(path.join(dist, version, REMOTE_ENTRY))) {
        remotes[area] = `/remotes/${area}/${version}/${REMOTE_ENTRY}`;
        break;
      }
    }
  }
  return remotes;
}

/**
 * An override entry must stay within this area's own build folders on this origin, or name a remoteEntry.js by an
 * absolute http(s) URL (a CDN): never a script from somewhere the shell would not expect.
 */
export function isAllowedRemoteEntry(area: AreaKey, value: string): boolean {
  if (value.startsWith(`/remotes/${area}/`)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  if (!value.endsWith(`/${REMOTE_ENTRY}`) && !value.endsWith(`/${MANIFEST}`)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const RemotesOverride = z.record(z.string(), z.unknown());

interface WarnLogger {
  warn(details: object, message: string): void;
}

/**
 * The file at REMOTES_CONFIG wins when it exists (ops edit one line to roll back an area); it is read on
 * every request so no restart is needed. Otherwise the list is generated from the build folders. A bad entry
 * is dropped with a warning and the generated entry of that area is used; an unreadable or unparseable file
 * is logged and the generated list served, so a typo never takes the whole shell down.
 */
export async function loadRemotes(
  configPath: string,
  repoRoot: string,
  log?: WarnLogger,
): Promise<RemotesConfig> {
  let text: string | undefined;
  try {
    text = await readFile(configPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log?.warn({ err: error, configPath }, 'remotes config cannot be read; serving the generated list');
    }
  }
  if (text === undefined) return generateRemotes(repoRoot);
  let parsed: Record<string, unknown>;
  try {
    parsed = RemotesOverride.parse(JSON.parse(text));
  } catch (error) {
    log?.warn({ err: error, configPath }, 'remotes config is not a JSON object; serving the generated list');
    return generateRemotes(repoRoot);
  }
  const remotes: Partial<Record<AreaKey, string>> = {};
  let generated: Partial<Record<AreaKey, string>> | undefined;
  for (const [key, value] of Object.entries(parsed)) {
    const area = AREAS.find((a) => a === key);
    const entry = area ? RemotesConfig.shape[area].safeParse(value) : undefined;
    const url = entry?.success && entry.data ? entry.data : undefined;
    if (area && url && isAllowedRemoteEntry(area, url)) {
      remotes[area] = url;
      continue;
    }
    log?.warn(
      { configPath, area: key, value },
      'remotes config entry ignored: not an allowed remoteEntry.js URL',
    );
    if (!area) continue;
    generated ??= await generateRemotes(repoRoot);
    remotes[area] = generated[area];
  }
  // a dropped entry without a build leaves the area out (undefined is not sent)
  return RemotesConfig.parse(JSON.parse(JSON.stringify(remotes)));
}
