/** Jest for shared-api: jsdom with Node's fetch (jest-fixed-jsdom), so MSW's node server intercepts the client. */
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
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
