// The area boundaries (ARCHITECTURE §6) are only as good as the lint rule that keeps them: these tests lint
// small virtual files placed in the real folders and expect the rule to fire, or not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '../..');
const { ESLint } = createRequire(path.join(root, 'package.json'))('eslint');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
}

test("an area may not import another area's files", async () => {
  const messages = await restrictedImports(
    'mfe-impact/src/app/boundary-probe.ts',
    "import { AreaRoutes } from '../../../mfe-templates/src/app/routes';\nexport const x = AreaRoutes;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0].message, /Module Federation exposes and shared-api/);
});

test('the server may not import a front-end area', async () => {
  const messages = await restrictedImports(
    'server/src/boundary-probe.ts',
    "import { AreaRoutes } from '../../mfe-processes/src/app/routes';\nexport const x = AreaRoutes;\n",
  );
  assert.equal(messages.length, 1);
});

test('shared-api may not import shared-ui', async () => {
  const messages = await restrictedImports(
    'shared-api/src/boundary-probe.ts',
    "import { notify } from '../../shared-ui/src/notify/notify';\nexport const x = notify;\n",
  );
  assert.equal(messages.length, 1);
});

test('an area may import the shared packages', async () => {
  const messages = await restrictedImports(
    'mfe-impact/src/app/boundary-probe.ts',
    "import { notify } from '@qms/shared-ui';\nimport { queryClient } from '@qms/shared-api';\nexport const x = [notify, queryClient];\n",
  );
  assert.deepEqual(messages, []);
});

test("a server area may not import another area's internals", async () => {
  const messages = await restrictedImports(
    'server/src/templates/roles/boundary-probe.ts',
    "import { listSops } from '../../processes/sops/sops.repository';\nexport const x = listSops;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0].message, /only through that area's index\.ts/);
});

test("a server area may import another area's index.ts, http/ and db/", async () => {
  const messages = await restrictedImports(
    'server/src/templates/roles/boundary-probe.ts',
    "import { countStepsWithRole } from '../../processes/index';\nimport { notFound } from '../../http/errors';\nimport { isUniqueViolation } from '../../db/errors';\nexport const x = [countStepsWithRole, notFound, isUniqueViolation];\n",
  );
  assert.deepEqual(messages, []);
});

test('the platform may not import identity, not even its index.ts; identity may import the platform', async () => {
  const back = await restrictedImports(
    'server/src/platform/users/boundary-probe.ts',
    "import { forgetSessions } from '../../identity/index';\nexport const x = forgetSessions;\n",
  );
  assert.equal(back.length, 1);
  assert.match(back[0].message, /platform\/ never imports identity\//);
  const ahead = await restrictedImports(
    'server/src/identity/boundary-probe.ts',
    "import { normaliseEmail } from '../platform/index';\nexport const x = normaliseEmail;\n",
  );
  assert.deepEqual(ahead, []);
});

for (const layer of ['http', 'plugins', 'db']) {
  test(`server ${layer}/ may not import an area, not even its index.ts`, async () => {
    const messages = await restrictedImports(
      `server/src/${layer}/boundary-probe.ts`,
      "import { templatesAreaRoutes } from '../templates/index';\nexport const x = templatesAreaRoutes;\n",
    );
    assert.equal(messages.length, 1);
    assert.match(messages[0].message, /depends on no area/);
  });
}

test('a feature may not import app/', async () => {
  const messages = await restrictedImports(
    'shell/src/features/layout/boundary-probe.ts',
    "import { App } from '../../app/App';\nexport const x = App;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0].message, /Features do not import app\//);
});

test("a feature may not import another feature's files", async () => {
  for (const [file, code] of [
    [
      'shell/src/features/layout/boundary-probe.ts',
      "import { LoginView } from '../auth/LoginView';\nexport const x = LoginView;\n",
    ],
    [
      'mfe-templates/src/features/roles/boundary-probe.ts',
      "import { TemplatesPage } from '../templates';\nexport const x = TemplatesPage;\n",
    ],
    [
      'mfe-processes/src/features/blocks/boundary-probe.ts',
      "import { GlossarySection } from '../glossary';\nexport const x = GlossarySection;\n",
    ],
  ]) {
    const messages = await restrictedImports(file, code);
    assert.equal(messages.length, 1, file);
    assert.match(messages[0].message, /A feature does not import another feature/);
  }
});

test('a feature may import its own files, config/ and the shared packages; app/ may import features', async () => {
  assert.deepEqual(
    await restrictedImports(
      'shell/src/features/layout/boundary-probe.ts',
      "import { NavBar } from './NavBar';\nimport { matchRoute } from '../../config/routes';\nimport { notify } from '@qms/shared-ui';\nexport const x = [NavBar, matchRoute, notify];\n",
    ),
    [],
  );
  assert.deepEqual(
    await restrictedImports(
      'shell/src/app/boundary-probe.ts',
      "import { NavBar } from '../features/layout';\nexport const x = NavBar;\n",
    ),
    [],
  );
});

test("an app's src/shared/ may be imported by its features but imports no feature and not app/", async () => {
  assert.deepEqual(
    await restrictedImports(
      'mfe-processes/src/features/overview/boundary-probe.ts',
      "import { ProcessesLayout } from '../../shared/ProcessesLayout';\nexport const x = ProcessesLayout;\n",
    ),
    [],
  );
  const messages = await restrictedImports(
    'mfe-processes/src/shared/boundary-probe.ts',
    "import { ProcessOverviewPage } from '../features/overview';\nimport { AREA } from '../app/area';\nexport const x = [ProcessOverviewPage, AREA];\n",
  );
  assert.equal(messages.length, 2);
  assert.match(messages[0].message, /src\/shared\/ is what several features use/);
});

test('config/ may not import app/ or a feature', async () => {
  const messages = await restrictedImports(
    'shell/src/config/boundary-probe.ts',
    "import { App } from '../app/App';\nimport { NavBar } from '../features/layout';\nexport const x = [App, NavBar];\n",
  );
  assert.equal(messages.length, 2);
});

test("one area's contract may not import another's", async () => {
  const messages = await restrictedImports(
    'shared-api/src/templates/boundary-probe.ts',
    "import { SopArtifact } from '../processes/processes.contract';\nexport const x = SopArtifact;\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0].message, /shared-api\/src\/common/);
  assert.deepEqual(
    await restrictedImports(
      'shared-api/src/templates/boundary-probe.ts',
      "import { ReleaseState } from '../common/release-state';\nexport const x = ReleaseState;\n",
    ),
    [],
  );
});

test("a server area may not import another area's tables, only its index.ts", async () => {
  const schema = await restrictedImports(
    'server/src/templates/roles/boundary-probe.ts',
    "import { sopVersions } from '../../processes/schema';\nexport const x = sopVersions;\n",
  );
  assert.equal(schema.length, 1);
  assert.match(schema[0].message, /only through that area's index.ts/);
  const face = await restrictedImports(
    'server/src/templates/roles/boundary-probe.ts',
    "import { processesAreaRoutes } from '../../processes/index';\nexport const x = processesAreaRoutes;\n",
  );
  assert.equal(face.length, 0);
});

test('every server folder is zoned: identity internals are reached through identity/index.ts', async () => {
  const messages = await restrictedImports(
    'server/src/signatures/boundary-probe.ts',
    "import { findUser } from '../identity/users';\nexport const x = findUser;\n",
  );
  assert.equal(messages.length, 1);
});

test('server production code never loads test or bench support; tests and route examples may', async () => {
  const code = "import { api } from '../../../test/api';\nexport const x = api;\n";
  assert.equal((await restrictedImports('server/src/templates/roles/boundary-probe.ts', code)).length, 1);
  assert.equal(
    (await restrictedImports('server/src/templates/roles/boundary-probe.test.ts', code)).length,
    0,
  );
  assert.equal(
    (await restrictedImports('server/src/templates/roles/boundary-probe.examples.ts', code)).length,
    0,
  );
});

test("a front end reads data through shared-api's named hooks, not useQuery/useMutation of its own", async () => {
  const [result] = await eslint.lintText(
    "import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';\nexport const x = [useMutation, useQuery, useQueryClient];\n",
    { filePath: path.join(root, 'mfe-impact/src/features/impact-statistics/hook-probe.ts') },
  );
  const messages = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  assert.equal(messages.length, 2);
  assert.match(messages[0].message, /shared-api's named hooks/);
});
