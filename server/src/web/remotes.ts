import { AREA_KEYS, type AreaKey } from '@qms/shared-api/contract';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** For each area the newest version folder (semver) that holds an mf-manifest.json. */
export async function generateRemotes(repoRoot: string): Promise<Record<string, string>> {
  const remotes: Record<string, string> = {};
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
      if (await isFile(path.join(dist, version, 'mf-manifest.json'))) {
        remotes[area] = `/remotes/${area}/${version}/mf-manifest.json`;
        break;
      }
    }
  }
  return remotes;
}

/**
 * The file at REMOTES_CONFIG wins when it exists (ops edit one line to roll back an area); it is read on
 * every request so no restart is needed. Otherwise the list is generated from the build folders.
 */
export async function loadRemotes(configPath: string, repoRoot: string): Promise<Record<string, string>> {
  let text: string | undefined;
  try {
    text = await readFile(configPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === undefined) return generateRemotes(repoRoot);
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${configPath} must hold a JSON object of area → manifest URL`);
  }
  return parsed as Record<string, string>;
}
