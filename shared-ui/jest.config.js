/** Jest for shared-ui: jsdom with Node's fetch (jest-fixed-jsdom), SWC for TSX, CSS as identity objects. */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
