// The one Jest config of the front-end packages (shell, remotes, shared-ui, shared-api): jsdom with Node's
// fetch (jest-fixed-jsdom, which MSW needs), SWC for TS/TSX, CSS as identity objects, and the browser APIs
// Mantine needs. A package's jest.config.js is one line: createJestConfig(__dirname).
const path = require('node:path');

/** @returns {import('jest').Config} */
function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': require.resolve('identity-obj-proxy') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // screen tests drive a real table and dialogs; on a loaded CI machine 5 s is too tight for them
    testTimeout: 20_000,
    // two files at a time on the two-core CI machine (jest's default leaves one core idle: cores - 1 workers)
    maxWorkers: 2,
  };
}

module.exports = { createJestConfig };
