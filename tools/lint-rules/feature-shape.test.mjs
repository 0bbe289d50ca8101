// One feature shape in every front end (issue 26): a newcomer who knows one feature folder knows them all, and a
// new feature copies the shape instead of the drift. Checked on the real folders and on a made-up tree, so the
// checks are seen to fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Why these four: they are what the remotes' features already used (views, hooks, pure state, pure helpers). */
const FEATURE_FOLDERS = ['components', 'hooks', 'model', 'utils'];
const FRONT_ENDS = ['shell', 'mfe-processes', 'mfe-templates', 'mfe-regulations', 'mfe-impact'];
/** Where user-facing message catalogues may live; each in its own `<feature>.messages.ts`. */
const MESSAGE_ROOTS = [...FRONT_ENDS, 'shared-ui', 'shared-api'];

const dirsIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** Problems of the feature folders `<app>/src/features/<feature>` under `base`, one line each. */
export function featureShapeProblems(base, apps = FRONT_ENDS) {
  const problems = [];
  for (const app of apps) {
    const features = path.join(base, app, 'src', 'features');
    for (const feature of dirsIn(features)) {
      const where = `${app}/src/features/${feature}`;
      if (!fs.existsSync(path.join(features, feature, 'index.ts')))
        problems.push(`${where} has no index.ts (its public surface)`);
      for (const folder of dirsIn(path.join(features, feature)))
        if (!FEATURE_FOLDERS.includes(folder))
          problems.push(`${where}/${folder}/ is not one of ${FEATURE_FOLDERS.join(', ')}`);
    }
  }
  return problems;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** `X_MESSAGES` catalogues declared anywhere but a `*.messages.ts` file under `base`'s src folders. */
export function misplacedMessages(base, roots = MESSAGE_ROOTS) {
  const declaration = /^\s*(?:export\s+)?const\s+([A-Z0-9_]*MESSAGES)\b/gm;
  return roots.flatMap((r) =>
    sourceFiles(path.join(base, r, 'src'))
      .filter((file) => !file.endsWith('.messages.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(declaration)].map(
          (m) => `${path.relative(base, file)} declares ${m[1]}`,
        ),
      ),
  );
}

test('every front-end feature has an index.ts and only the agreed folders', () => {
  assert.deepEqual(featureShapeProblems(root), []);
});

test('message catalogues are declared only in <feature>.messages.ts files', () => {
  assert.deepEqual(misplacedMessages(root), []);
});

test('the checks name a stray folder, a missing index.ts and a catalogue outside a messages file', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-shape-'));
  try {
    const feature = path.join(base, 'mfe-x', 'src', 'features', 'orders');
    fs.mkdirSync(path.join(feature, 'components'), { recursive: true });
    fs.mkdirSync(path.join(feature, 'editor'));
    fs.writeFileSync(path.join(feature, 'orders.messages.ts'), 'export const ORDER_MESSAGES = {};\n');
    fs.writeFileSync(path.join(feature, 'rules.ts'), 'export const RULE_MESSAGES = {};\n');
    assert.deepEqual(featureShapeProblems(base, ['mfe-x']), [
      'mfe-x/src/features/orders has no index.ts (its public surface)',
      'mfe-x/src/features/orders/editor/ is not one of components, hooks, model, utils',
    ]);
    assert.deepEqual(misplacedMessages(base, ['mfe-x']), [
      'mfe-x/src/features/orders/rules.ts declares RULE_MESSAGES',
    ]);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});
