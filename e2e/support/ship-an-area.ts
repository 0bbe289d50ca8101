// An area team's day, replayed: a working copy of one area (and, for a newer shared package, of shared-ui) in a
// scratch folder, changed as the team would change it, and built alone into a new version folder of that area,
// which the running server serves at once. The shell and the other areas are never rebuilt.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { repoRoot } from './suite';

const scratchRoot = path.join(repoRoot, 'e2e', '.scratch');

/** A change to one file of the working copy: `find` must be there, so a moved patch point fails loudly. */
export interface SourceChange {
  file: string;
  find: string;
  replace: string;
}

export interface AreaBuild {
  area: string;
  version: string;
  /** files to add to the area's working copy, by path inside it */
  add: Record<string, string>;
  change: SourceChange[];
  /** build against a shared-ui of this version, with this source added to its main entry */
  sharedUi?: { version: string; addToIndex: string };
}

function applyChange(dir: string, { file, find, replace }: SourceChange): void {
  const target = path.join(dir, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(find))
    throw new Error(`${file} no longer contains ${JSON.stringify(find)}: update the scenario`);
  writeFileSync(target, text.replace(find, replace));
}

/** node_modules of the working copy: the area's own, but @qms/shared-ui from the scratch copy when one is made. */
function linkNodeModules(realDir: string, copyDir: string, sharedUiCopy: string | undefined): void {
  const real = path.join(realDir, 'node_modules');
  const copy = path.join(copyDir, 'node_modules');
  if (!sharedUiCopy) {
    symlinkSync(real, copy, 'dir');
    return;
  }
  mkdirSync(path.join(copy, '@qms'), { recursive: true });
  for (const entry of readdirSync(real)) {
    if (entry !== '@qms') symlinkSync(path.join(real, entry), path.join(copy, entry));
  }
  for (const entry of readdirSync(path.join(real, '@qms'))) {
    const target = entry === 'shared-ui' ? sharedUiCopy : path.join(real, '@qms', entry);
    symlinkSync(target, path.join(copy, '@qms', entry), 'dir');
  }
}

function copySharedUi(work: string, { version, addToIndex }: NonNullable<AreaBuild['sharedUi']>): string {
  const real = path.join(repoRoot, 'shared-ui');
  const copy = path.join(work, 'shared-ui');
  cpSync(path.join(real, 'src'), path.join(copy, 'src'), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(real, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
  symlinkSync(path.join(real, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  writeFileSync(
    path.join(copy, 'src', 'index.ts'),
    readFileSync(path.join(copy, 'src', 'index.ts'), 'utf8') + addToIndex,
  );
  return copy;
}

/**
 * Builds the changed area into mfe-<area>/dist/<version>/ (where the server serves /remotes/<area>/<version>/)
 * and returns the remotes.json line for it. Only this remote's webpack runs.
 */
export function buildAreaAlone(build: AreaBuild): string {
  const folder = `mfe-${build.area}`;
  const work = path.join(scratchRoot, `${build.area}-${build.version}`);
  rmSync(work, { recursive: true, force: true });
  const realDir = path.join(repoRoot, folder);
  const copyDir = path.join(work, folder);
  for (const entry of ['src', 'webpack.config.js', 'package.json', 'tsconfig.json']) {
    if (existsSync(path.join(realDir, entry)))
      cpSync(path.join(realDir, entry), path.join(copyDir, entry), { recursive: true });
  }
  const sharedUiCopy = build.sharedUi ? copySharedUi(work, build.sharedUi) : undefined;
  linkNodeModules(realDir, copyDir, sharedUiCopy);
  for (const [file, text] of Object.entries(build.add)) writeFileSync(path.join(copyDir, file), text);
  build.change.forEach((change) => applyChange(copyDir, change));

  const webpack = path.join(realDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  execFileSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: copyDir,
    stdio: 'inherit',
    env: { ...process.env, QMS_BUILD_VERSION: build.version },
  });
  const output = path.join(realDir, 'dist', build.version);
  rmSync(output, { recursive: true, force: true });
  cpSync(path.join(copyDir, 'dist', build.version), output, { recursive: true });
  rmSync(work, { recursive: true, force: true });
  return `/remotes/${build.area}/${build.version}/remoteEntry.js`;
}

/** Removes a version folder the scenario built. */
export function removeAreaBuild(area: string, version: string): void {
  rmSync(path.join(repoRoot, `mfe-${area}`, 'dist', version), { recursive: true, force: true });
}
