// One ESLint config for the monorepo. The import rules enforce ARCHITECTURE §6: an area never imports another
// area's files (only Module Federation exposes and shared-api/shared-ui), and features do not form cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

const areas = ['shell', 'mfe-processes', 'mfe-templates', 'mfe-regulations', 'mfe-impact', 'server'];
const frontEndApps = areas.filter((a) => a !== 'server');

/** shared-api folders that belong to one area (the others — common, platform, client, mock — are shared). */
const contractAreas = ['processes', 'templates', 'regulations', 'impact'];

/** The feature folders of an app (`<app>/src/features/<feature>`), read when ESLint starts. */
function featuresOf(app) {
  const dir = path.join(import.meta.dirname, app, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

/**
 * Inside a front-end app one import direction (issue 5.1): app/ composes features; a feature imports neither
 * app/ nor another feature (what several features of one app use goes to its src/shared/, what several apps use to
 * shared-ui/shared-api); src/shared/ imports neither; config/ (the shell's route table) depends on neither.
 */
const insideAppZones = frontEndApps.flatMap((app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message:
      "A feature does not import another feature: move what both need to the app's src/shared/ (or shared-ui, " +
      'shared-api), or compose both in src/app/.',
  })),
  {
    target: `./${app}/src/shared`,
    from: [`./${app}/src/features`, `./${app}/src/app`],
    message: 'src/shared/ is what several features use; it imports no feature and not app/.',
  },
  {
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Features do not import app/: app/ composes the features, not the other way round.',
  },
  {
    target: `./${app}/src/config`,
    from: [`./${app}/src/app`, `./${app}/src/features`],
    message: 'config/ is data for app/ and the features; it imports neither.',
  },
  // src/widgets/ is the area's federation face (one module per registry widget, ADR 0105): other areas load it
  // through Module Federation, and the area's own code uses the feature behind it, never the face
  {
    target: [`./${app}/src/!(widgets)/**`, `./${app}/src/*.{ts,tsx}`],
    from: `./${app}/src/widgets`,
    message:
      "src/widgets/ is what other areas mount: inside the area, import the feature's component instead.",
  },
]);

// Server (server/src/): http/, plugins/ and db/ are the infrastructure; EVERY other folder is an area, read from
// the disk so a new folder is zoned without editing this file. An area imports another only through its index.ts,
// or through its reads.ts where it has one: the read functions of its tables for an area it itself imports, which
// through index.ts would close an index-to-index cycle (templates/reads.ts for processes);
// its tables (schema.ts) are imported only by the area itself, db/ (db/schema/index.ts gathers them) and other
// areas' schema.ts (foreign keys). Production code never loads test/ or bench/ support; tests and the route
// examples (*.examples.ts, read only by the generated route checks) may.
const serverInfrastructure = ['http', 'plugins', 'db'];
const serverAreas = fs
  .readdirSync(path.join(import.meta.dirname, 'server/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverInfrastructure.includes(entry.name))
  .map((entry) => entry.name);
const inServer = (glob) => `${import.meta.dirname}/server/${glob}`;
const othersOf = (area) => serverAreas.filter((other) => other !== area);
const serverZonesHead = [
  ...['http', 'plugins'].map((layer) => ({
    target: `./server/src/${layer}`,
    from: serverAreas.map((area) => `./server/src/${area}`),
    message:
      'Server infrastructure (http/, plugins/, db/) depends on no area; the registry is src/route-table.ts.',
  })),
  {
    target: './server/src/db',
    from: serverAreas.map((area) => inServer(`src/${area}/**`)),
    except: [inServer('src/*/schema.ts')],
    message:
      "db/ depends on no area, except that db/schema/index.ts gathers the areas' schema.ts (the whole schema).",
  },
];

/** The area-to-area zones: kept apart so the known cross-reads below can be listed file by file. */
function serverAreaZones() {
  return [
    ...serverAreas.map((area) => ({
      // tests and route examples (test support) may build and read rows of any area
      target: inServer(`src/${area}/{!(schema|*.test|*.examples).ts,*/**/!(*.test|*.examples).ts}`),
      from: othersOf(area).map((other) => inServer(`src/${other}/**`)),
      except: othersOf(area).flatMap((other) => [
        inServer(`src/${other}/index.*`),
        inServer(`src/${other}/reads.*`),
      ]),
      message:
        "A server area imports another area only through that area's index.ts or reads.ts (never its schema.ts).",
    })),
    ...serverAreas.map((area) => ({
      target: inServer(`src/${area}/schema.ts`),
      from: othersOf(area).map((other) => inServer(`src/${other}/**`)),
      // `schema.*`: the exceptions of glob zones must be globs too
      except: othersOf(area).map((other) => inServer(`src/${other}/schema.*`)),
      message: "An area's schema.ts names only other areas' schema.ts (foreign keys).",
    })),
  ];
}

/**
 * Pairs of areas where only the first may import the second, not even the other's index.ts: an import back would
 * close a cycle between them. The platform owns the accounts, and identity signs them in (ADR 0122).
 */
const serverOneWay = [['identity', 'platform']];

const serverZonesRest = [
  ...serverOneWay.map(([user, owner]) => ({
    // tests may still build rows and hash passwords of either area
    target: inServer(`src/${owner}/**/!(*.test|*.examples).ts`),
    from: inServer(`src/${user}/**`),
    message:
      `${owner}/ never imports ${user}/ (${user} imports ${owner}: one direction). What both need goes below both ` +
      '(plugins/, e.g. plugins/link-mail.ts) or is handed in by src/route-table.ts (docs/adr/0122).',
  })),
  {
    target: inServer('src/**/!(*.test|*.examples).ts'),
    from: [inServer('test/**'), inServer('bench/**')],
    message: 'Production code never loads test or bench support (tests and *.examples.ts may).',
  },
];

const serverZones = [...serverZonesHead, ...serverAreaZones(), ...serverZonesRest];

/** Every zone of the repository, with the given server zones. */
function zonesWith(server) {
  return [
    // areas never import each other's files
    ...areas.map((area) => ({
      target: `./${area}`,
      from: areas.filter((other) => other !== area).map((other) => `./${other}`),
      message: 'Areas talk only through Module Federation exposes and shared-api.',
    })),
    // the shared packages never reach into an app
    { target: './shared-api', from: ['./shared-ui', ...areas.map((a) => `./${a}`)] },
    { target: './shared-ui', from: areas.map((a) => `./${a}`) },
    ...server,
    ...insideAppZones,
    // one area's contract does not import another's: shared types live in shared-api/src/common
    ...contractAreas.map((area) => ({
      target: `./shared-api/src/${area}`,
      from: contractAreas.filter((other) => other !== area).map((other) => `./shared-api/src/${other}`),
      message: "An area's contract does not import another's: shared types go to shared-api/src/common.",
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.scratch/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json', 'tools/*/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'import/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          // zones are relative to the repository root, whatever folder ESLint is started from
          basePath: import.meta.dirname,
          zones: zonesWith(serverZones),
        },
      ],
    },
  },
  {
    // zod in the browser must run without its `new Function` JIT (CSP, shared-api/src/zod-setup.ts); an area that
    // imports zod directly gets its own copy without that setting, so schemas come from the shared-api contract.
    files: [...frontEndApps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Schemas live in the shared-api contract (its zod runs without eval under the CSP).',
            },
            {
              // one data-hook style (ADR 0117): a screen calls a named hook, and keys, invalidation and `enabled`
              // live once beside the request in shared-api
              name: '@tanstack/react-query',
              importNames: [
                'useQuery',
                'useQueries',
                'useMutation',
                'useInfiniteQuery',
                'useSuspenseQuery',
                'useSuspenseQueries',
              ],
              message:
                "Data hooks are shared-api's named hooks (useSops(), useGapList(id, enabled), useSaveRole()): add one there.",
            },
          ],
        },
      ],
    },
  },
  {
    // one download helper (ADR 0132): shared-ui's saveBlob revokes the object URL once the download had time to start
    files: [...frontEndApps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared-ui/src/download/save-blob.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'URL',
          property: 'createObjectURL',
          message:
            'Save a file with saveBlob(blob, fileName) from @qms/shared-ui; an object URL that is no download (an image, a tab) says why in an eslint-disable comment and revokes it itself.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'tools/**/*.js', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
