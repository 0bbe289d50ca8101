// The server's one feature shape (docs/how-to-add-a-feature.md), checked so the next feature cannot drift:
// - a feature folder is any folder of src/ with a `*.routes.ts`; it has an `index.ts` (its face, what the area
//   mounts and others may use) and a `*.repository.ts` (its queries), but for the agreed exceptions below;
// - every area (a folder of src/ but the infrastructure) has an `index.ts`;
// - a feature's user-facing messages (exported sentences) live in `<feature>.messages.ts` only;
// - route definitions hold no fixtures: `example`, `seed` or `fixture` appear in a `*.routes.ts` only in the line
//   that names its `<feature>.examples.ts`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const src = import.meta.dirname;
const INFRASTRUCTURE = ['db', 'http', 'plugins'];

/** Feature folders without a repository of their own, and why. */
const WITHOUT_REPOSITORY: Record<string, string> = {
  'impact/csv': 'an export: it reads the analysis and its impacts through their features, stores nothing',
  'impact/mapping-import': "writes impacts through the impacts feature's repository, has no table of its own",
  'processes/exports': 'renders a process version read through the sops feature, has no table of its own',
};

const files = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => !file.split(path.sep).includes('node_modules'));
const folderOf = (file: string) => path.dirname(file).split(path.sep).join('/');
const inFolder = (folder: string) =>
  files.filter((file) => folderOf(file) === folder).map((f) => path.basename(f));
const featureFolders = [...new Set(files.filter((f) => f.endsWith('.routes.ts')).map(folderOf))].sort();
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

describe('feature shape (server)', () => {
  it('finds the feature folders', () => {
    assert.ok(featureFolders.length >= 20, `only ${featureFolders.length} feature folders found`);
  });

  it('every feature folder has index.ts, *.routes.ts and *.repository.ts (but the listed exceptions)', () => {
    const missing = featureFolders.flatMap((folder) => {
      const names = inFolder(folder);
      return [
        ...(names.includes('index.ts') ? [] : [`${folder}: index.ts`]),
        ...(names.some((n) => n.endsWith('.repository.ts')) || WITHOUT_REPOSITORY[folder]
          ? []
          : [`${folder}: *.repository.ts`]),
      ];
    });
    assert.deepEqual(missing, []);
  });

  it('lists only exceptions that still are feature folders without a repository', () => {
    const stale = Object.keys(WITHOUT_REPOSITORY).filter(
      (folder) =>
        !featureFolders.includes(folder) || inFolder(folder).some((n) => n.endsWith('.repository.ts')),
    );
    assert.deepEqual(stale, []);
  });

  it('every area has an index.ts', () => {
    const areas = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name))
      .map((entry) => entry.name);
    assert.deepEqual(
      areas.filter((area) => !inFolder(area).includes('index.ts')),
      [],
    );
  });

  it("keeps a feature's messages in <feature>.messages.ts", () => {
    const SENTENCE = /^export const [A-Z][A-Z0-9_]*\s*=\s*['`][A-Z][^'`\n]* [^'`\n]*\.['`]/m;
    const misplaced = featureFolders.flatMap((folder) =>
      inFolder(folder)
        .filter((name) => name.endsWith('.ts') && !/\.(test|messages|examples)\.ts$/.test(name))
        .filter((name) => SENTENCE.test(read(`${folder}/${name}`).replace(/=\s*\n\s*/g, '= ')))
        .map((name) => `${folder}/${name}`),
    );
    assert.deepEqual(misplaced, []);
  });

  it('keeps fixtures out of route definitions (they live in <feature>.examples.ts)', () => {
    const offending = files
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => /example|seed|fixture/.test(line) && !/\.examples\.ts\.$/.test(line.trim())),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    assert.deepEqual(offending, []);
  });
});
