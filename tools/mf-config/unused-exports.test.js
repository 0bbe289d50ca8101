const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { classify, exportUses, workspaceProgram } = require('./unused-exports.js');

// a miniature workspace: a shared package with a barrel, an area that imports from it in three ways, and a test
const FILES = {
  'shared-api/src/index.ts':
    "export * from './things';\nexport { helper } from './helper';\nexport { readByNobody } from './things';\n",
  'shared-api/src/things.ts': [
    'export const imported = 1;',
    'export const throughNamespace = 2;',
    'export const destructured = 3;',
    'export const localOnly = 4;',
    'export const readByNobody = 5;',
    'export const testedOnly = 6;',
    'export const total = localOnly + 1;',
    'export const internal = 7;',
  ].join('\n'),
  'shared-api/src/helper.ts': "import { internal } from './things';\nexport const helper = () => internal;\n",
  'shared-api/src/things.test.ts': "import { testedOnly } from './things';\nexport const t = testedOnly;\n",
  'shell/src/app.ts': [
    "import { imported, total } from '../../shared-api/src/index';",
    "import * as api from '../../shared-api/src/index';",
    'export async function run() {',
    "  const { destructured } = await import('../../shared-api/src/index');",
    '  return imported + total + api.throughNamespace + destructured + api.helper();',
    '}',
  ].join('\n'),
};

nodeTest(
  'uses are followed through barrels, namespaces and dynamic imports; a barrel re-export is no use',
  () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-exports-'));
    try {
      for (const [file, text] of Object.entries(FILES)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
      const program = workspaceProgram(Object.keys(FILES).map((file) => path.join(root, file)));
      const result = classify(exportUses(program, root));
      assert.deepEqual(result.unused, ['shared-api/src/things.ts readByNobody']);
      assert.deepEqual(result.fileLocal, ['shared-api/src/things.ts localOnly']);
      assert.deepEqual(result.packageOnly, ['shared-api/src/things.ts internal']);
      assert.deepEqual(result.ownTestsOnly, [
        'shared-api/src/things.ts testedOnly (shared-api/src/things.test.ts)',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
);
